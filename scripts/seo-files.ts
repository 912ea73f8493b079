// Issue 6: sitemap.xml and robots.txt from the route table, written into the build's client files
// (the server answers them like any other top-level file).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import blogIndex from '../content/blog/index.json' with { type: 'json' };
import {
  DEFAULT_GUARDS,
  DEFAULT_LANGUAGE,
  ROUTED_LANGUAGES,
  ROUTE_DEFINITIONS,
  buildRouteTable,
  robotsTxt,
  routeValueCatalog,
  siteOrigin,
  sitemapPages,
  sitemapXml,
  type BlogByLanguage,
} from '../src/domain/index.ts';

const root = join(import.meta.dirname, '..');
const origin = siteOrigin(process.env);
const table = buildRouteTable(ROUTE_DEFINITIONS, DEFAULT_GUARDS);
// The blog engineer's per-language availability, when the index has it.
const blogByLanguage = (blogIndex as { blogByLanguage?: BlogByLanguage }).blogByLanguage;
const pages = sitemapPages(table, routeValueCatalog(blogIndex), blogByLanguage);

await writeFile(join(root, 'dist/client/sitemap.xml'), sitemapXml(pages, origin));
await writeFile(join(root, 'dist/client/robots.txt'), robotsTxt(origin, ROUTED_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)));
console.log(`Wrote sitemap.xml (${pages.reduce((sum, page) => sum + page.languages.length, 0)} URLs) and robots.txt for ${origin}.`);
