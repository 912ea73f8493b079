// The built site as the server answers it, read from disk instead of over HTTP (the `dist` vitest project).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prerenderedFile } from '../../../server/html-document.ts';

const dist = join(import.meta.dirname, '../../../dist');
const pagesDir = join(dist, 'pages');
const clientDir = join(dist, 'client');

if (!existsSync(pagesDir)) {
  throw new Error(`${pagesDir} is missing: run npm run build first. The dist tests read the prerendered pages of the built site.`);
}

// Each test file imports its own copy of this module, so every page is read once per file, however many tests look at it.
const pages = new Map<string, string>();

/** The prerendered HTML the server answers for a path without a query (server/build-files.ts maps it to the same file). */
export function prerenderedHtml(path: string): string {
  let html = pages.get(path);
  if (html === undefined) {
    const file = join(pagesDir, prerenderedFile(path));
    if (!existsSync(file)) throw new Error(`${path} has no prerendered page: ${file} does not exist`);
    html = readFileSync(file, 'utf8');
    pages.set(path, html);
  }
  return html;
}

/** A file of the build the server answers as it is (sitemap, robots.txt, feeds, images): `/blog/rss.xml` → dist/client/blog/rss.xml. */
export function clientFile(path: string): Buffer {
  return readFileSync(join(clientDir, path));
}

/** The path of a build file on disk, for tools that read files themselves (xmllint). */
export function clientFilePath(path: string): string {
  return join(clientDir, path);
}
