import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePo } from 'pofile-ts';
import type { Language, PageKey } from '../../src/domain/index.ts';

const catalogs = new Map<string, Map<string, string>>();

function catalog(language: Language, key: PageKey): Map<string, string> {
  const cacheKey = `${language}/${key}`;
  let entries = catalogs.get(cacheKey);
  if (!entries) {
    const po = parsePo(readFileSync(join(import.meta.dirname, '../../locales', language, `${key}.po`), 'utf8'));
    entries = new Map(po.items.map((item) => [item.msgid, language === 'en' ? item.msgid : (item.msgstr[0] ?? '')]));
    catalogs.set(cacheKey, entries);
  }
  return entries;
}

/**
 * The catalogue's translation of one source message. A message missing from the catalogue, or left
 * untranslated, throws: a test that silently fell back to English would prove nothing about the language.
 */
export function translated(language: Language, key: PageKey, source: string): string {
  const text = catalog(language, key).get(source);
  if (text === undefined) throw new Error(`locales/${language}/${key}.po has no message "${source}"`);
  if (text === '') throw new Error(`locales/${language}/${key}.po leaves "${source}" untranslated`);
  return text;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A translated message as the page renders it: Lingui's component tags (`<0>`, `</0>`, `<0/>`) vanish
 * and each `{placeholder}` stands for some text. Plural placeholders are not supported (pick messages without them).
 */
export function renderedPattern(message: string, { whole = false }: { whole?: boolean } = {}): RegExp {
  const withoutTags = message.replace(/<\/?\d+\/?>/g, '');
  if (/\{\w+,/.test(withoutTags)) throw new Error(`"${message}" has an ICU plural or select; choose another message`);
  const pattern = withoutTags.split(/\{\w+\}/).map(escape).join('.+?');
  return new RegExp(whole ? `^${pattern}$` : pattern);
}

/** The text inside one of a message's component tags (`<0>your account</0>` → `your account`): a link's name. */
export function tagText(message: string, index: number): string {
  const match = new RegExp(`<${index}>([\\s\\S]*?)</${index}>`).exec(message);
  if (!match?.[1]) throw new Error(`"${message}" has no <${index}> tag`);
  return match[1];
}
