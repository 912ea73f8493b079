import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuildFilePath } from './build-files.ts';
import { StaticFiles } from './static-files.ts';

const root = mkdtempSync(join(tmpdir(), 'build-files-'));
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
write('client/assets/app.js', 'console.log(1)');
write('client/assets/app.js.br', 'BR');
write('client/index.html', '<template>');
write('client/builds/latest.json', '{}');
write('client/.vite/manifest.json', '{}');
write('client/assets/app.js.map', '{}');
write('pages/index.html', '<h1>Home</h1>');
write('pages/pricing/index.html', '<h1>Pricing</h1>');
write('pages/de/pricing/index.html', '<h1>Preise</h1>');
write('pages/blog/search/index.html', '<h1>Search</h1>');

let server: Server;
let origin: string;
beforeAll(async () => {
  const [clientFiles, pages] = await Promise.all([StaticFiles.load(join(root, 'client')), StaticFiles.load(join(root, 'pages'))]);
  const serveBuildFile = createBuildFilePath(clientFiles, pages, {
    pages: (page) => [['Content-Security-Policy', `style-src 'self' 'sha256-${page.plain.byteLength}'`]],
    assets: [['Content-Security-Policy', "style-src 'self'"], ['X-Frame-Options', 'DENY']],
  });
  // What the fast path leaves alone reaches the app; here a marker stands in for it.
  server = createServer((request, response) => {
    if (!serveBuildFile(request, response)) response.writeHead(599).end('left to the app');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${origin}${path}`, { method, headers, redirect: 'manual' });

describe('the fast path for files of the build (issue 7)', () => {
  it('sends an asset in the accepted encoding, cached for a year, with the security headers', async () => {
    const response = await get('/assets/app.js', { 'Accept-Encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBe("style-src 'self'");
  });

  it('answers 304 when the browser holds the current copy, and HEAD without a body', async () => {
    const etag = (await get('/assets/app.js')).headers.get('etag') ?? '';
    expect((await get('/assets/app.js', { 'If-None-Match': etag })).status).toBe(304);
    const head = await get('/pricing', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('sends a prerendered page that varies with the language cookie and the browser language', async () => {
    const response = await get('/de/pricing', { Cookie: 'i18n_redirected=de' });
    expect(await response.text()).toBe('<h1>Preise</h1>');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toBe(`style-src 'self' 'sha256-${'<h1>Preise</h1>'.length}'`);
  });

  it('leaves redirects, on-demand renders, the template, build manifests and other methods to the app', async () => {
    for (const [path, headers, method] of [
      ['/pricing', { Cookie: 'i18n_redirected=de' }, 'GET'], // the cookie's language wins: a redirect
      ['/en/pricing', {}, 'GET'],
      ['/blog/search?q=wifi', {}, 'GET'],
      ['/no-such-page', {}, 'GET'],
      ['/index.html', {}, 'GET'],
      ['/builds/latest.json', {}, 'GET'],
      // Issue 18: dotfiles and source maps are never files to serve (nginx refuses them the same way).
      ['/.vite/manifest.json', {}, 'GET'],
      ['/assets/app.js.map', {}, 'GET'],
      ['/pricing//x', {}, 'GET'],
      ['/%70ricing', {}, 'GET'],
      ['/pricing', {}, 'POST'],
    ] as const) {
      expect((await get(path, headers, method)).status, `${method} ${path}`).toBe(599);
    }
  });
});
