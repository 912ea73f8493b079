import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildBlog, readArticles } from '../../scripts/blog/build-blog.ts';
import { renderMarkdown, textOf } from '../../scripts/blog/render-markdown.ts';
import type { ArticleElement, ArticleNode } from '../../src/ui/pages/blog/blog-data.types.ts';

const FRONT = (changes: Record<string, string> = {}) => {
  const fields: Record<string, string> = {
    title: '"A title"',
    summary: '"A summary."',
    date: '2026-03-14',
    author: '"Maya Lindqvist"',
    category: 'security',
    tags: '[public-wifi]',
    language: 'en',
    cover: '/blog/covers/a.svg',
    coverAlt: '"A cover"',
    ...changes,
  };
  return `---\n${Object.entries(fields)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n## First\n\nSome body text about a café.\n`;
};

async function site(articles: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'blog-'));
  await mkdir(join(root, 'public/blog/covers'), { recursive: true });
  await writeFile(join(root, 'public/blog/covers/a.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"/>');
  for (const [file, source] of Object.entries(articles)) {
    await mkdir(join(root, 'content/blog', file, '..'), { recursive: true });
    await writeFile(join(root, 'content/blog', file), source);
  }
  return root;
}

describe('the blog build', () => {
  it.each([
    ['category: news', { category: 'news' }, 'content/blog/en/a.md: field "category" "news" is not a blog category'],
    ['an unknown tag', { tags: '[public-wifi, vpn]' }, 'content/blog/en/a.md: field "tags" "vpn" is not a blog tag'],
    ['a missing author', { author: '' }, 'content/blog/en/a.md: field "author" is missing'],
    ['a bad date', { date: '2026-14-01' }, 'content/blog/en/a.md: field "date" "2026-14-01" is not a YYYY-MM-DD date'],
    ['a language other than the folder', { language: 'de' }, 'content/blog/en/a.md: field "language" "de" differs from the folder "en"'],
    ['a cover that is not in public/', { cover: '/blog/covers/missing.svg' }, 'content/blog/en/a.md: field "cover" names /blog/covers/missing.svg, which is not in public/'],
  ])('fails on %s, naming the file and the field', async (_name, changes, message) => {
    const root = await site({ 'en/a.md': FRONT(changes) });
    await expect(readArticles(root)).rejects.toThrow(message);
  });

  it('refuses a translation without its English original', async () => {
    const root = await site({ 'en/a.md': FRONT(), 'ru/b.md': FRONT({ language: 'ru' }) });
    await expect(readArticles(root)).rejects.toThrow('content/blog/ru/b.md: a translation needs the English original content/blog/en/b.md');
  });

  it('writes the route index, lists, articles, search indexes and a well-formed feed per language', async () => {
    const root = await site({ 'en/a.md': FRONT({ featured: 'true' }), 'en/b.md': FRONT({ date: '2026-04-01', tags: '[travel]' }), 'ja/a.md': FRONT({ language: 'ja' }) });
    await mkdir(join(root, 'locales/de'), { recursive: true });
    await writeFile(join(root, 'locales/de/blog.po'), 'msgid "The Harbor VPN blog"\nmsgstr "Der Blog von Harbor VPN"\n');
    const index = await buildBlog(root);
    expect(index).toEqual({
      blogCategories: ['privacy', 'security', 'streaming', 'guides'],
      blogArticles: ['a', 'b'],
      blogTags: ['public-wifi', 'travel'],
      blogByLanguage: { en: ['a', 'b'], ja: ['a'] },
    });
    const generated = join(root, 'content/blog/generated');
    const english = JSON.parse(await readFile(join(generated, 'en/list.json'), 'utf8')) as { entries: { unikey: string }[] };
    expect(english.entries.map((entry) => entry.unikey)).toEqual(['b', 'a']);
    const german = JSON.parse(await readFile(join(generated, 'de/list.json'), 'utf8')) as { language: string };
    expect(german.language).toBe('en');
    const article = JSON.parse(await readFile(join(generated, 'ja/articles/a.json'), 'utf8')) as { languages: string[] };
    expect(article.languages).toEqual(['en', 'ja']);
    const feed = await readFile(join(generated, 'rss/de.xml'), 'utf8');
    expect(feed).toContain('<title>Der Blog von Harbor VPN</title>');
    expect(feed).toContain('<link>https://harborvpn.com/blog/b</link>');
    expect(feed.match(/<item>/g)).toHaveLength(2);
  });
});

/** Every element of a body, depth first. */
function elements(nodes: readonly ArticleNode[]): ArticleElement[] {
  return nodes.flatMap((node) => (typeof node === 'string' ? [] : [node, ...elements(node.children ?? [])]));
}

describe('renderMarkdown', () => {
  it('gives headings stable ids and an anchor link, and lists the ## headings as contents', () => {
    const { body, toc } = renderMarkdown('# Top\n\n## What a VPN changes\n\n### Details\n\n## What a VPN changes\n');
    expect(body[0]).toEqual({
      tag: 'h2',
      attrs: { id: 'top' },
      children: ['Top', { tag: 'a', attrs: { class: 'heading-anchor', href: '#top', 'aria-hidden': 'true', tabindex: '-1' }, children: ['#'] }],
    });
    expect(elements(body).filter((element) => /^h\d$/.test(element.tag)).map((heading) => `${heading.tag}#${heading.attrs?.['id']}`)).toEqual([
      'h2#top',
      'h2#what-a-vpn-changes',
      'h3#details',
      'h2#what-a-vpn-changes-2',
    ]);
    expect(toc).toEqual([
      { id: 'top', text: 'Top' },
      { id: 'what-a-vpn-changes', text: 'What a VPN changes' },
      { id: 'what-a-vpn-changes-2', text: 'What a VPN changes' },
    ]);
  });

  it('adds rel="noopener" to links to other sites only', () => {
    const { body } = renderMarkdown('[MDN](https://developer.mozilla.org/) and [plans](/pricing) and [us](https://harborvpn.com/features)');
    expect(elements(body).filter((element) => element.tag === 'a')).toEqual([
      { tag: 'a', attrs: { href: 'https://developer.mozilla.org/', rel: 'noopener' }, children: ['MDN'] },
      { tag: 'a', attrs: { href: '/pricing' }, children: ['plans'] },
      { tag: 'a', attrs: { href: 'https://harborvpn.com/features' }, children: ['us'] },
    ]);
  });

  it('keeps a link to a script or data URL as its text only', () => {
    const { body } = renderMarkdown('[click](javascript:alert(1)) and [data](data:text/html,x) and [proto](//evil.example/)');
    expect(elements(body).filter((element) => element.tag === 'a')).toEqual([]);
    expect(textOf(body)).toContain('click and data and proto');
  });

  it('keeps raw HTML as text instead of trusting it', () => {
    const { body, plainText } = renderMarkdown('<script>alert(1)</script>\n\nHello <img src=x onerror=alert(1)> world\n');
    expect(elements(body).map((element) => element.tag)).toEqual(['p', 'p']);
    expect(textOf(body)).toContain('<script>alert(1)</script>');
    expect(textOf(body)).toContain('Hello <img src=x onerror=alert(1)> world');
    expect(plainText).toContain('Hello');
  });

  it('keeps images from the site and drops images from elsewhere to their text', () => {
    expect(elements(renderMarkdown('![A map](/blog/covers/a.svg)').body)).toContainEqual({ tag: 'img', attrs: { src: '/blog/covers/a.svg', alt: 'A map', loading: 'lazy' } });
    const tracker = renderMarkdown('![Tracker](https://tracker.example/p.gif)').body;
    expect(elements(tracker).some((element) => element.tag === 'img')).toBe(false);
    expect(textOf(tracker)).toContain('Tracker');
  });

  it('gives lists, code, quotes and tables their elements, and the plain text its block breaks', () => {
    const { body, plainText } = renderMarkdown('- one\n- **two**\n\n3. three\n\n> quoted `a < b`\n\n```sh\nwg-quick up wg0\n```\n\n| A | B |\n|---|---|\n| 1 | 2 |\n');
    expect(elements(body).map((element) => element.tag)).toEqual(['ul', 'li', 'li', 'strong', 'ol', 'li', 'blockquote', 'p', 'code', 'pre', 'code', 'table', 'thead', 'tr', 'th', 'th', 'tbody', 'tr', 'td', 'td']);
    expect(elements(body).find((element) => element.tag === 'ol')?.attrs).toEqual({ start: '3' });
    expect(textOf(body)).toContain('quoted a < b');
    expect(plainText).toBe('one two three quoted a < b wg-quick up wg0 A B 1 2');
  });
});
