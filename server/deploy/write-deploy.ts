// Issue 18: writes the deployment configurations of a build — nginx's and the CDN target's. `npm run build` writes
// them for production (dist/deploy/, settings from the environment); `npm run serve:nginx` and the conformance suite
// write nginx's for the local shape.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ROUTE_DEFINITIONS, documentSpeculationRules } from '../../src/domain/index.ts';
import { CSP_REPORTS_PATH } from '../sandbox/sandbox-access.ts';
import type { PolicySources } from '../security-headers.ts';
import { debianBrotliModule, deployedBuild } from './deployed-site.ts';
import { nginxFiles, type NginxSite } from './nginx-config.ts';
import { vercelConfig } from './vercel-config.ts';

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
  const site: NginxSite = {
    ...deployedBuild(resolve(target.distDir), sandbox ? { reportUri: CSP_REPORTS_PATH } : productionPolicy(target.apiBase ?? '', target.cspReportUri)),
    deployDir: outDir,
    listen: target.listen,
    apiUpstream: sandbox ? target.renderUpstream : new URL(target.apiBase ?? '').origin,
    renderUpstream: target.renderUpstream,
    sandbox,
    speculationRules: target.speculationRules ?? true,
    brotliModule: debianBrotliModule(),
    // Run as root (CI, a container), the workers read the build as the user who runs it.
    workerUser: process.getuid?.() === 0 ? userInfo().username : undefined,
  };
  rmSync(join(outDir, 'not-found'), { recursive: true, force: true });
  const files: Record<string, string> = { ...nginxFiles(site) };
  files['speculation-rules.json'] = JSON.stringify(documentSpeculationRules(ROUTE_DEFINITIONS));
  if (!sandbox && target.runtimeConfig !== undefined) files['runtime-config.json'] = JSON.stringify(target.runtimeConfig);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), text);
  }
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(outDir, 'temp', temp), { recursive: true, mode: 0o777 });
  return outDir;
}

export type VercelTarget = {
  readonly distDir: string;
  readonly outDir: string;
  /** The API's base URL (API_BASE) and the renderer's public one (RENDER_BASE): a CDN reaches neither on loopback. */
  readonly apiBase: string;
  readonly renderBase: string;
  readonly cspReportUri?: string | undefined;
};

/** Writes `config.json` for Vercel's Build Output API (README, "Serving in production"). */
export function writeVercelConfig(target: VercelTarget): string {
  const outDir = resolve(target.outDir);
  mkdirSync(outDir, { recursive: true });
  const config = vercelConfig({
    ...deployedBuild(resolve(target.distDir), productionPolicy(target.apiBase, target.cspReportUri)),
    speculationRules: true,
    apiBase: target.apiBase.replace(/\/+$/, ''),
    renderBase: target.renderBase.replace(/\/+$/, ''),
  });
  writeFileSync(join(outDir, 'config.json'), JSON.stringify(config, null, 2));
  return outDir;
}

/** A production page's policy sources: the API's origin and Google's challenge, and the report URI if any. */
function productionPolicy(apiBase: string, reportUri: string | undefined): Omit<PolicySources, 'inlineStyles'> {
  return { apiOrigin: new URL(apiBase).origin, googleChallenge: true, reportUri };
}
