// A catalogue compiled as the app loads it (the Lingui Vite plugin compiles each .po file on import), for component
// tests that render a view in another language with its real messages.
import type { Messages } from '@lingui/core';
import type { Language, PageKey } from '../../src/domain/index.ts';

const CATALOGS = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');

export async function compiledMessages(language: Language, key: PageKey): Promise<Messages> {
  const load = CATALOGS[`../../locales/${language}/${key}.po`];
  if (load === undefined) throw new Error(`locales/${language}/${key}.po does not exist`);
  return (await load()).messages;
}
