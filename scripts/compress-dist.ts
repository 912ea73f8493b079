// Precompresses the build's text files (brotli and gzip) so the server sends them without compressing per
// request; the server picks the variant the browser accepts (issue 7).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

async function compressFile(path: string): Promise<number> {
  if ((await stat(path)).size < MIN_BYTES) return 0;
  const source = await readFile(path);
  // Hashed assets are compressed once and cached for a year: worth brotli's best. Pages use level 10: ~4% larger
  // than 11 at less than half its time (a full build compresses ~1,250 pages), and ~4% smaller than 9, which
  // keeps a page with its headers inside the first round trip's ~14.6 KB (TCP's initial window; issue 7: FCP).
  // `npm test` builds with COMPRESSION_EFFORT=quick: quality 6 in 2 s instead of 10 and 11 in 35 s of CPU, ~6 %
  // larger; the tests check which variant is sent and that it decodes, never the ratio (npm run bench measures it).
  const quality = process.env['COMPRESSION_EFFORT'] === 'quick' ? 6 : path.includes('/assets/') ? 11 : 10;
  const [br, gz] = await Promise.all([
    brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    gzipAsync(source, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  return 1;
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of at least 1 KB under the given folders. */
export async function compressDist(dirs: readonly string[]): Promise<number> {
  const queue: string[] = [];
  for (const dir of dirs) for await (const path of files(dir)) queue.push(path);
  // A few at a time: zlib runs on the libuv pool, and more in flight only costs memory.
  const workers = Array.from({ length: 4 }, async () => {
    let compressed = 0;
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) compressed += await compressFile(path);
    return compressed;
  });
  return (await Promise.all(workers)).reduce((sum, count) => sum + count, 0);
}
