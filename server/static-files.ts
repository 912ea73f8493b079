import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';

/** One file of the build as the server sends it: the plain bytes and the precompressed variants. */
export type StaticFile = {
  readonly type: string;
  readonly etag: string;
  readonly plain: Uint8Array<ArrayBuffer>;
  readonly br?: Uint8Array<ArrayBuffer>;
  readonly gzip?: Uint8Array<ArrayBuffer>;
};

export type Encoding = 'br' | 'gzip';

/** Content types by file extension, as both servers send them (issue 18: the nginx configuration lists the same). */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=UTF-8',
  '.js': 'text/javascript; charset=UTF-8',
  '.mjs': 'text/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.xml': 'application/xml; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
};

async function filesUnder(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The build output held in memory: every request for a file is a map lookup, with no file-system
 * call on the request path (issue 7: p99 under load). The build is immutable while the server runs;
 * a new build means a restart.
 */
export class StaticFiles {
  private readonly files: ReadonlyMap<string, StaticFile>;

  private constructor(files: ReadonlyMap<string, StaticFile>) {
    this.files = files;
  }

  /** Loads every file under `dir`, keyed by its URL path (`/assets/x.js`), with its `.br`/`.gz` siblings. */
  static async load(dir: string): Promise<StaticFiles> {
    const paths = await filesUnder(dir);
    const present = new Set(paths);
    const files = new Map<string, StaticFile>();
    for (const path of paths) {
      if (path.endsWith('.br') || path.endsWith('.gz')) continue;
      const plain = await readFile(path);
      const br = present.has(`${path}.br`) ? await readFile(`${path}.br`) : undefined;
      const gzip = present.has(`${path}.gz`) ? await readFile(`${path}.gz`) : undefined;
      const urlPath = `/${relative(dir, path).split(sep).join('/')}`;
      files.set(urlPath, {
        type: path.endsWith(`${sep}rss.xml`) ? 'application/rss+xml; charset=UTF-8' : (CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream'),
        etag: `"${createHash('sha1').update(plain).digest('base64url').slice(0, 22)}"`,
        plain,
        ...(br === undefined ? {} : { br }),
        ...(gzip === undefined ? {} : { gzip }),
      });
    }
    return new StaticFiles(files);
  }

  get(urlPath: string): StaticFile | undefined {
    return this.files.get(urlPath);
  }

  get size(): number {
    return this.files.size;
  }
}

/** The best variant of a file for an Accept-Encoding header. */
export function negotiate(file: StaticFile, acceptEncoding: string | undefined): { body: Uint8Array<ArrayBuffer>; encoding: Encoding | undefined } {
  const accepted = new Set((acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim()));
  if (file.br !== undefined && accepted.has('br')) return { body: file.br, encoding: 'br' };
  if (file.gzip !== undefined && accepted.has('gzip')) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.plain, encoding: undefined };
}
