// Renders every route in every routed language to static HTML (issue 2 §7).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import blogIndex from '../content/blog/index.json' with { type: 'json' };
import { htmlDocument, prerenderedFile } from '../server/html-document.ts';
import { NOT_FOUND_PAGES_FILE, NOT_FOUND_PLACEHOLDER, notFoundPage, type NotFoundPageFile } from '../server/not-found-pages.ts';
import { pageStyleElements, readBuildStylesheets, readViteManifest } from '../server/page-assets.ts';
import type { matchRoute as matchPageRoute, render as renderPage } from '../src/entry-server.tsx';
import {
  DEFAULT_GUARDS,
  ROUTED_LANGUAGES,
  ROUTE_DEFINITIONS,
  buildRouteTable,
  fillPath,
  localizedPath,
  payloadPath,
  rendersOnDemand,
  routeParams,
  sitePages,
  routeValueCatalog,
} from '../src/domain/index.ts';

const root = join(import.meta.dirname, '..');
const pagesDir = join(root, 'dist/pages');
const { render, matchRoute } = (await import(join(root, 'dist/server/entry-server.js'))) as { render: typeof renderPage; matchRoute: typeof matchPageRoute };

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

// Issue 16: the not-found pages the server fills in with an unknown path, one for each route the browser's router may
// match there: every language's catch-all, and every route with a parameter (a value that fails its validation). A
// route rendered on demand (issue 19: an invoice's order id) has no value that fails, so no such page.
const notFoundPaths = ROUTED_LANGUAGES.flatMap((language) => [
  localizedPath(language, `/${NOT_FOUND_PLACEHOLDER}`),
  ...table
    .filter((route) => routeParams(route).length > 0 && !rendersOnDemand(route))
    .map((route) => localizedPath(language, fillPath(route.path, Object.fromEntries(routeParams(route).map(({ name }) => [name, NOT_FOUND_PLACEHOLDER]))))),
]);
const notFoundPages: Record<string, NotFoundPageFile[string]> = {};
for (const path of notFoundPaths) {
  const match = matchRoute(path);
  const result = await render(`http://localhost${path}`);
  if (match === undefined || result.kind !== 'page' || result.status !== 404) {
    throw new Error(`The not-found page for ${path} gave ${result.kind} ${result.status}; it must be a 404 page of a route.`);
  }
  const html = htmlDocument(template, result, pageStyleElements(manifest, result.pageKey, cssOf));
  notFoundPage(path, html); // throws now, at build time, if the page no longer shows its path where the server fills it in
  notFoundPages[match.id] = { path, html };
}
await mkdir(join(root, 'dist', dirname(NOT_FOUND_PAGES_FILE)), { recursive: true });
await writeFile(join(root, 'dist', NOT_FOUND_PAGES_FILE), JSON.stringify(notFoundPages));
console.log(`Prerendered ${paths.length} pages and ${notFoundPaths.length} not-found pages in ${Math.round(performance.now() - started)} ms.`);
