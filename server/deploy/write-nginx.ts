// Issue 18: writes the nginx configuration for a build — `npm run build` for production (dist/deploy/nginx, its
// settings from the environment), `npm run serve:nginx` and the conformance suite for the local shape.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ROUTE_DEFINITIONS, documentSpeculationRules } from '../../src/domain/index.ts';
import { CSP_REPORTS_PATH } from '../sandbox/sandbox-access.ts';
import { debianBrotliModule, deployedSite, type DeploymentSettings } from './deployed-site.ts';
import { nginxFiles } from './nginx-config.ts';

export type NginxTarget = {
  readonly distDir: string;
  readonly outDir: string;
  readonly listen: number;
  /** The API's base URL (API_BASE); absent, the embedded server at `renderUpstream` runs the sandbox. */
  readonly apiBase?: string | undefined;
  readonly renderUpstream: string;
  readonly cspReportUri?: string | undefined;
  /** The runtime configuration production pages read (the embedded server's shape); the local shape proxies it. */
  readonly runtimeConfig?: object | undefined;
  readonly speculationRules?: boolean;
};

/** Writes the configuration and returns the directory nginx runs in (its main file is nginx.conf there). */
export function writeNginxConfig(target: NginxTarget): string {
  const outDir = resolve(target.outDir);
  const sandbox = (target.apiBase ?? '') === '';
  const settings: DeploymentSettings = {
    distDir: resolve(target.distDir),
    deployDir: outDir,
    listen: target.listen,
    apiUpstream: sandbox ? target.renderUpstream : new URL(target.apiBase ?? '').origin,
    renderUpstream: target.renderUpstream,
    sandbox,
    speculationRules: target.speculationRules ?? true,
    brotliModule: debianBrotliModule(),
    policy: sandbox
      ? { reportUri: CSP_REPORTS_PATH }
      : { apiOrigin: new URL(target.apiBase ?? '').origin, googleChallenge: true, reportUri: target.cspReportUri },
  };
  rmSync(join(outDir, 'not-found'), { recursive: true, force: true });
  const files: Record<string, string> = { ...nginxFiles(deployedSite(settings)) };
  files['speculation-rules.json'] = JSON.stringify(documentSpeculationRules(ROUTE_DEFINITIONS));
  if (!sandbox && target.runtimeConfig !== undefined) files['runtime-config.json'] = JSON.stringify(target.runtimeConfig);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), text);
  }
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(outDir, 'temp', temp), { recursive: true, mode: 0o777 });
  return outDir;
}
