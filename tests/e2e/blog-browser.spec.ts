import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import blogIndex from '../../content/blog/index.json' with { type: 'json' };
import { textOf } from '../../scripts/blog/render-markdown.ts';
import type { ArticleNode } from '../../src/ui/pages/blog/blog-data.types.ts';
import { expect, gotoHydrated, test } from './support/fixtures.ts';

const byLanguage = blogIndex.blogByLanguage as Record<string, string[] | undefined>;

// Issue 6 blog in the browser: search after hydration (en, ru, ja). Its accessibility: accessibility.spec.ts.
type Entry = { unikey: string; title: string; summary: string };
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


for (const language of ['en', 'ru', 'ja'] as const) {
  const unikey = byLanguage[language]?.[0];
  test(`search finds a ${language} article by a word only in its body, and highlights it`, async ({ page }) => {
    test.skip(unikey === undefined, `no ${language} article`);
    const word = bodyOnlyWord(language, unikey ?? '');
    const prefix = language === 'en' ? '' : `/${language}`;
    await gotoHydrated(page, `${prefix}/blog/search`);
    await page.getByRole('searchbox').fill(word);
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/blog/search\\?q=`));
    const result = page.locator('.blog-result').filter({ has: page.locator(`a[href="${prefix}/blog/${unikey}"]`) });
    await expect(result).toHaveCount(1);
    await expect(result.locator('mark').first()).toBeVisible();
    expect((await result.locator('mark').allTextContents()).map((text) => text.toLowerCase())).toContain(word.toLowerCase());
  });
}

test('search forgives a typo and says when nothing matches', async ({ page }) => {
  const [first] = read<{ entries: Entry[] }>('en/list.json').entries;
  const word = (first?.title.match(/\p{L}{6,}/u) ?? [''])[0];
  // One letter changed in the middle: within the fuzzy distance of a word of six letters or more.
  const typo = `${word.slice(0, 3)}${word[3] === 'x' ? 'y' : 'x'}${word.slice(4)}`;
  await gotoHydrated(page, '/blog/search');
  await page.getByRole('searchbox').fill(typo.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.locator('.blog-result a', { hasText: first?.title ?? '' })).toBeVisible();
  await page.getByRole('searchbox').fill('zzqxjv');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('No articles found.');
  await expect(page.getByRole('link', { name: 'Browse all articles' })).toBeVisible();
});

test('search ignores accents: a word typed without them finds the accented one', async ({ page }) => {
  const entries = read<{ entries: Entry[] }>('en/list.json').entries;
  const accented = entries.flatMap((entry) => (`${entry.title} ${entry.summary}`.match(/\p{L}*[À-ɏ]\p{L}*/gu) ?? []).map((word) => ({ word, entry })))[0];
  test.skip(accented === undefined, 'no accented word in an English title or summary');
  const plain = accented?.word.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') ?? '';
  await gotoHydrated(page, '/blog/search');
  await page.getByRole('searchbox').fill(plain);
  await page.getByRole('button', { name: 'Search' }).click();
  const result = page.locator('.blog-result').filter({ has: page.locator(`a[href="/blog/${accented?.entry.unikey}"]`) });
  await expect(result.locator('mark', { hasText: accented?.word ?? '' }).first()).toBeVisible();
});
