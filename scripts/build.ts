// `npm run build`: client bundle, server renderer, then every page prerendered to dist/pages.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { ROUTE_RULES } from '../src/domain/index.ts';
import { writeNginxConfig, writeVercelConfig } from '../server/deploy/write-deploy.ts';
import { listOf, runtimeConfigFromEnvironment } from '../server/startup.ts';
import { buildBlog } from './blog/build-blog.ts';
import { compressDist } from './compress-dist.ts';

const root = join(import.meta.dirname, '..');
const started = performance.now();
const timestamp = Date.now();
process.env['BUILD_ID'] = `${timestamp.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const buildId = process.env['BUILD_ID'];

// The blog first: its index feeds the route table and its generated JSON the blog pages.
await buildBlog(root);
process.env['BLOG_PREBUILT'] = '1';
await build({ root, logLevel: 'warn' });
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: 'dist/server', copyPublicDir: false } });
await import('./prerender.ts');
await import('./seo-files.ts');

// SPEC §7 build manifests: open pages poll latest.json and reload into a newer build; each build's own meta file
// carries its route rules, which the browser's route guard reads by path.
await mkdir(join(root, 'dist/client/builds/meta'), { recursive: true });
await writeFile(join(root, 'dist/client/builds/latest.json'), JSON.stringify({ id: buildId, timestamp }));
await writeFile(join(root, `dist/client/builds/meta/${buildId}.json`), JSON.stringify({ id: buildId, timestamp, routeRules: ROUTE_RULES }));
const compressed = await compressDist([join(root, 'dist/client'), join(root, 'dist/pages')]);
console.log(`Precompressed ${compressed} files (brotli and gzip).`);
// Issue 18: the production server's configuration, from the same route table and language rules (README, "Serving in
// production"). Its settings come from the environment the build runs in; without API_BASE, the local shape.
const apiBase = process.env['API_BASE'] ?? '';
const nginxDir = writeNginxConfig({
  distDir: join(root, 'dist'),
  outDir: join(root, 'dist/deploy/nginx'),
  listen: Number(process.env['PORT'] ?? 8080),
  apiBase,
  renderUpstream: process.env['RENDER_UPSTREAM'] ?? 'http://127.0.0.1:8081',
  cspReportUri: process.env['CSP_REPORT_URI'],
  runtimeConfig: runtimeConfigFromEnvironment(process.env, { sandbox: apiBase === '', stunServers: listOf(process.env['STUN_SERVERS']), siteOrigins: listOf(process.env['SITE_ORIGINS']) }),
});
console.log(`Wrote the nginx configuration to ${nginxDir}.`);
// The CDN target (Vercel's Build Output API) needs the public addresses of the API and of the renderer.
const renderBase = process.env['RENDER_BASE'] ?? '';
if (apiBase !== '' && renderBase !== '') {
  const vercelDir = writeVercelConfig({ distDir: join(root, 'dist'), outDir: join(root, 'dist/deploy/vercel'), apiBase, renderBase, cspReportUri: process.env['CSP_REPORT_URI'] });
  console.log(`Wrote the Vercel configuration to ${vercelDir}.`);
} else console.log('No Vercel configuration: it needs API_BASE and RENDER_BASE (README, "Serving in production").');
await writeFile(join(root, 'dist/.build-stamp'), new Date().toISOString());

console.log(`Build finished in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
