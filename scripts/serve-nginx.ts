// `npm run serve:nginx` (issue 18): the production shape on one machine. Debian's nginx serves the build with the
// configuration generated from the route table, on PORT (default 8080), in front of the embedded server on
// BACKEND_PORT (default PORT + 1), which runs the sandbox API and renders the blog listings that have a query.
// NGINX_BACKEND=<url> uses a server that is already running instead, with the build it serves (the conformance
// suite's). NGINX_PATH names another nginx binary.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { writeNginxConfig } from '../server/deploy/write-deploy.ts';
import { ensureBuilt } from './ensure-build.ts';

const root = join(import.meta.dirname, '..');
const nginx = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';
if (!existsSync(nginx)) {
  console.error(`No nginx at ${nginx}. Install Debian's packages (apt-get install -y nginx-light libnginx-mod-http-brotli-static) or set NGINX_PATH.`);
  process.exit(1);
}

const port = Number(process.env['PORT'] ?? 8080);
const backendPort = Number(process.env['BACKEND_PORT'] ?? port + 1);
const givenBackend = process.env['NGINX_BACKEND'];
const backend = givenBackend ?? `http://127.0.0.1:${backendPort}`;
const origins = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];

// A running backend serves the build it loaded; rebuilding under it would make the two servers disagree.
if (givenBackend === undefined) await ensureBuilt();
const dir = writeNginxConfig({
  distDir: join(root, 'dist'),
  outDir: process.env['NGINX_DIR'] ?? join(root, `dist/deploy/nginx-local-${port}`),
  listen: port,
  renderUpstream: backend,
});

const children: ChildProcess[] = [];
const stop = (code: number) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));

if (givenBackend === undefined) {
  // The embedded server behind nginx: it believes nginx's X-Forwarded-For (rate limits per visitor) and takes the
  // visitor's pages at nginx's address as its own (the sandbox's origin checks).
  const server = spawn(process.execPath, [join(root, 'server/main.ts')], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(backendPort), HOST: '127.0.0.1', TRUSTED_PROXIES: '127.0.0.1', SITE_ORIGINS: [...origins, `http://127.0.0.1:${backendPort}`].join(',') },
  });
  children.push(server);
  server.on('exit', (code) => stop(code ?? 1));
}

const proxy = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' });
children.push(proxy);
proxy.on('exit', (code) => stop(code ?? 1));
console.log(`nginx serving the build at http://127.0.0.1:${port}/ (configuration: ${dir}), the embedded server behind it at ${backend}.`);
