// Renders every route in every routed language to static HTML (issue 2 §7).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import blogIndex from '../content/blog/index.json' with { type: 'json' };
import { htmlDocument, prerenderedFile } from '../server/html-document.ts';
import { pageStyleElements, readBuildStylesheets, readViteManifest } from '../server/page-assets.ts';
import type { render as renderPage } from '../src/entry-server.tsx';
import {
  DEFAULT_GUARDS,
  ROUTED_LANGUAGES,
  ROUTE_DEFINITIONS,
  buildRouteTable,
  localizedPath,
  payloadPath,
  sitePages,
  routeValueCatalog,
} from '../src/domain/index.ts';

const root = join(import.meta.dirname, '..');
const pagesDir = join(root, 'dist/pages');
const { render } = (await import(join(root, 'dist/server/entry-server.js'))) as { render: typeof renderPage };

const template = await readFile(join(root, 'dist/client/index.html'), 'utf8');
const manifest = readViteManifest(join(root, 'dist/client'));
const { cssOf } = readBuildStylesheets(join(root, 'dist/client'), manifest);
const values = routeValueCatalog(blogIndex);
const table = buildRouteTable(ROUTE_DEFINITIONS, DEFAULT_GUARDS);
const paths = sitePages(table, values, ROUTED_LANGUAGES, localizedPath).map((page) => page.path);

const started = performance.now();
for (const path of paths) {
  const result = await render(`http://localhost${path}`);
  if (result.kind !== 'page' || result.status !== 200) {
    throw new Error(`Prerendering ${path} gave ${result.kind} ${result.status}; every table route must render.`);
  }
  const file = join(pagesDir, prerenderedFile(path));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, htmlDocument(template, result, pageStyleElements(manifest, result.pageKey, cssOf)));
  await writeFile(join(pagesDir, payloadPath(path)), result.payload);
}
console.log(`Prerendered ${paths.length} pages in ${Math.round(performance.now() - started)} ms.`);
