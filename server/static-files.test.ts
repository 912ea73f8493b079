import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { negotiate, StaticFiles } from './static-files.ts';

const dir = mkdtempSync(join(tmpdir(), 'static-files-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'assets/app.js'), 'console.log(1)');
writeFileSync(join(dir, 'assets/app.js.br'), 'BR');
writeFileSync(join(dir, 'assets/app.js.gz'), 'GZ');
writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('static files in memory', () => {
  it('keys files by URL path, with their type and precompressed siblings, and never serves a sibling itself', async () => {
    const files = await StaticFiles.load(dir);
    expect(files.size).toBe(2);
    expect(files.get('/assets/app.js')?.type).toBe('text/javascript; charset=UTF-8');
    expect(files.get('/robots.txt')?.type).toBe('text/plain; charset=UTF-8');
    expect(files.get('/assets/app.js.br')).toBeUndefined();
    expect(files.get('/missing')).toBeUndefined();
  });

  it('sends brotli, then gzip, then the plain bytes, as the browser accepts', async () => {
    const file = (await StaticFiles.load(dir)).get('/assets/app.js');
    if (file === undefined) throw new Error('not loaded');
    const text = (accept: string | undefined) => {
      const chosen = negotiate(file, accept);
      return [chosen.encoding, new TextDecoder().decode(chosen.body)];
    };
    expect(text('gzip, deflate, br')).toEqual(['br', 'BR']);
    expect(text('gzip;q=1.0')).toEqual(['gzip', 'GZ']);
    expect(text(undefined)).toEqual([undefined, 'console.log(1)']);
    expect(text('identity')).toEqual([undefined, 'console.log(1)']);
  });

  it('gives equal files equal ETags and different files different ones', async () => {
    const files = await StaticFiles.load(dir);
    expect(files.get('/assets/app.js')?.etag).toMatch(/^"[\w-]{22}"$/);
    expect(files.get('/assets/app.js')?.etag).not.toBe(files.get('/robots.txt')?.etag);
  });

  it('is empty for a folder that does not exist', async () => {
    expect((await StaticFiles.load(join(dir, 'nope'))).size).toBe(0);
  });
});
