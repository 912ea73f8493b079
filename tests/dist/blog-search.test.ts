import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../scripts/blog/render-markdown.ts';
import { highlightParts, type Language } from '../../src/domain/index.ts';
import { loadList, searchBlog, type SearchHit } from '../../src/ui/pages/blog/blog-data.ts';
import type { ArticleNode } from '../../src/ui/pages/blog/blog-data.types.ts';
import { blogByLanguage } from '../support/blog.ts';

// Issue 6 blog search over each language's index as the build wrote it, through the function the search page calls
// in the browser and on the server. The browser types one query (tests/e2e/blog-browser.spec.ts); the server's
// answer to ?q= without JavaScript: tests/e2e/conformance.spec.ts.
type Entry = { readonly unikey: string; readonly title: string; readonly summary: string };
const generated = join(import.meta.dirname, '../../content/blog/generated');
const read = <T>(file: string) => JSON.parse(readFileSync(join(generated, file), 'utf8')) as T;

/** A word of an article's body that appears in no title or summary of its language, so only the body can match it. */
function bodyOnlyWord(language: string, unikey: string): string {
  const { body } = read<{ body: ArticleNode[] }>(`${language}/articles/${unikey}.json`);
  const { entries } = read<{ entries: Entry[] }>(`${language}/list.json`);
  const visible = entries.map((entry) => `${entry.title} ${entry.summary}`.toLowerCase()).join(' ');
  const text = textOf(body);
  const words =
    language === 'ja'
      ? [...new Intl.Segmenter('ja', { granularity: 'word' }).segment(text)].filter((s) => s.isWordLike && /^[\p{Script=Han}\p{Script=Katakana}]{3,}$/u.test(s.segment)).map((s) => s.segment)
      : (text.match(/\p{L}{8,}/gu) ?? []);
  const word = words.find((candidate) => !visible.includes(candidate.toLowerCase()));
  if (word === undefined) throw new Error(`No body-only word in ${language}/${unikey}`);
  return word;
}

async function search(language: Language, query: string): Promise<SearchHit[]> {
  return searchBlog(language, await loadList(language), query);
}

/** The words the results page shows in <mark> for a hit: its title's and its snippet's. */
function markedWords(hit: SearchHit, language: string): string[] {
  return [hit.entry.title, hit.snippet].flatMap((text) => highlightParts(text, language, hit.terms).filter((part) => part.matched).map((part) => part.text.toLowerCase()));
}

describe('blog search', () => {
  it.each(['en', 'ru', 'ja'] as const)('finds a %s article by a word only in its body, and marks the word', async (language) => {
    const unikey = blogByLanguage[language]?.[0];
    expect(unikey, `${language} has articles of its own`).toBeDefined();
    const word = bodyOnlyWord(language, unikey ?? '');
    const hit = (await search(language, word)).find((candidate) => candidate.entry.unikey === unikey);
    expect(hit, `${word} finds ${unikey}`).toBeDefined();
    expect(markedWords(hit as SearchHit, language)).toContain(word.toLowerCase());
  });

  it('forgives a typo in any case, and finds nothing for a word no article has', async () => {
    const [first] = read<{ entries: Entry[] }>('en/list.json').entries;
    const word = (first?.title.match(/\p{L}{6,}/u) ?? [''])[0];
    // One letter changed in the middle: within the fuzzy distance of a word of six letters or more.
    const typo = `${word.slice(0, 3)}${word[3] === 'x' ? 'y' : 'x'}${word.slice(4)}`;
    expect((await search('en', typo.toUpperCase())).map((hit) => hit.entry.unikey)).toContain(first?.unikey);
    expect(await search('en', 'zzqxjv')).toEqual([]);
  });

  it('ignores accents: a word typed without them finds and marks the accented one', async () => {
    const entries = read<{ entries: Entry[] }>('en/list.json').entries;
    const accented = entries.flatMap((entry) => (`${entry.title} ${entry.summary}`.match(/\p{L}*[À-ɏ]\p{L}*/gu) ?? []).map((word) => ({ word, entry })))[0];
    expect(accented, 'an English title or summary has an accented word').toBeDefined();
    const plain = accented?.word.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') ?? '';
    const hit = (await search('en', plain)).find((candidate) => candidate.entry.unikey === accented?.entry.unikey);
    expect(hit).toBeDefined();
    // The marked word may be a longer form of it ("cafés" for "café"): prefix matching, as the visitor types.
    const accentedWord = accented?.word.toLowerCase() ?? '';
    expect(markedWords(hit as SearchHit, 'en').some((marked) => marked.includes(accentedWord)), `a marked word contains ${accentedWord}`).toBe(true);
  });

  it('answers an empty query with no results and no index read', async () => {
    expect(await search('en', '   ')).toEqual([]);
  });
});
