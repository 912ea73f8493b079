import { englishArticles, blogArticleTitle } from '../support/blog.ts';
import { expect, gotoHydrated, test } from './support/fixtures.ts';

// Issue 6 blog search in the browser: the form searches without a page load once the app runs. What a query finds
// (body words in en, ru and ja, typos, accents, no match) is proven over the built indexes (tests/dist/blog-search.test.ts);
// the server's answer without JavaScript in tests/e2e/conformance.spec.ts; the page's accessibility in accessibility.spec.ts.
test('search runs in the page: the address keeps the query, the results mark the word, and no match says so', async ({ page }) => {
  const unikey = englishArticles[0] ?? '';
  const word = blogArticleTitle('en', unikey).split(/\s+/).find((part) => /^\p{L}{5,}$/u.test(part)) ?? '';
  await gotoHydrated(page, '/blog/search');
  // A mark on the window survives only if no search reloads the page.
  await page.evaluate(() => Object.assign(window, { samePageSince: 'hydration' }));
  await page.getByRole('searchbox').fill(word);
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(`/blog/search?q=${encodeURIComponent(word)}`);
  const result = page.locator('.blog-result').filter({ has: page.locator(`a[href="/blog/${unikey}"]`) });
  await expect(result.locator('mark', { hasText: word }).first()).toBeVisible();

  await page.getByRole('searchbox').fill('zzqxjv');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('No articles found.');
  await expect(page.getByRole('link', { name: 'Browse all articles' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePageSince?: string }).samePageSince)).toBe('hydration');
});
