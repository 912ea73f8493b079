import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo } from 'pofile-ts';
import blogIndex from '../../content/blog/index.json' with { type: 'json' };
import {
  DEFAULT_GUARDS,
  ROUTED_LANGUAGES,
  ROUTE_DEFINITIONS,
  buildRouteTable,
  localizedPath,
  sitePages as allSitePages,
  routeValueCatalog,
  type Language,
  type PageKey,
  type Route,
} from '../../src/domain/index.ts';

export const table = buildRouteTable(ROUTE_DEFINITIONS, DEFAULT_GUARDS);
export const values = routeValueCatalog(blogIndex);

/** Every concrete page of the site: each route, each known parameter value, each routed language. */
export const sitePages: { language: Language; route: Route; path: string }[] = allSitePages(table, values, ROUTED_LANGUAGES, localizedPath);

const catalogCache = new Map<string, Set<string>>();

/** Every message of a page key in a language, as the catalogue holds it (English: the sources). */
export function catalogMessages(language: Language, key: PageKey): Set<string> {
  const cacheKey = `${language}/${key}`;
  let messages = catalogCache.get(cacheKey);
  if (!messages) {
    const po = parsePo(readFileSync(join(import.meta.dirname, '../../locales', language, `${key}.po`), 'utf8'));
    messages = new Set(po.items.map((item) => (language === 'en' ? item.msgid : (item.msgstr[0] ?? ''))));
    catalogCache.set(cacheKey, messages);
  }
  return messages;
}

/** True when the text is one of the messages, placeholders (`{path}`) standing for any text. */
export function isCatalogMessage(text: string, messages: Set<string>): boolean {
  if (messages.has(text)) return true;
  return [...messages].some((message) => {
    if (!message.includes('{')) return false;
    const pattern = message.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+');
    return new RegExp(`^${pattern}$`).test(text);
  });
}
