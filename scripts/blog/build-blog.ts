// `npm run blog` (and the first step of `npm run build`, and the Vite plugin in dev): reads
// content/blog/<lang>/<unikey>.md, validates the front matter, renders the Markdown, and writes
// content/blog/index.json (committed: the route table's values) plus content/blog/generated/
// (gitignored: lists, articles, search indexes and RSS feeds per language).
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import MiniSearch from 'minisearch';
import { parsePo } from 'pofile-ts';
import { parse as parseYaml } from 'yaml';
import {
  BLOG_CATEGORIES,
  DEFAULT_LANGUAGE,
  ROUTED_LANGUAGES,
  languageTag,
  localizedPath,
  newestFirst,
  readingMinutes,
  relatedArticles,
  rssFeed,
  validateFrontMatter,
  type BlogListEntry,
  type Language,
} from '../../src/domain/index.ts';
import type { BlogArticleData, BlogListData } from '../../src/ui/pages/blog/blog-data.types.ts';
import { blogSearchOptions, type BlogSearchDocument } from '../../src/ui/pages/blog/blog-search-options.ts';
import { renderMarkdown, type RenderedMarkdown } from './render-markdown.ts';

export class BlogBuildError extends Error {
  readonly kind = 'BlogBuildError';
}

type SourceArticle = { readonly file: string; readonly entry: BlogListEntry; readonly rendered: RenderedMarkdown };

export type BlogIndex = {
  readonly blogCategories: readonly string[];
  readonly blogArticles: readonly string[];
  readonly blogTags: readonly string[];
  readonly blogByLanguage: Readonly<Record<string, readonly string[]>>;
};

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Reads and checks every article; throws one error naming each bad file and field. */
export async function readArticles(root: string): Promise<SourceArticle[]> {
  const contentDir = join(root, 'content/blog');
  const problems: string[] = [];
  const articles: SourceArticle[] = [];
  const folders = (await readdir(contentDir, { withFileTypes: true })).filter((entry) => entry.isDirectory() && entry.name !== 'generated');
  for (const folder of folders) {
    const language = folder.name;
    if (!(ROUTED_LANGUAGES as readonly string[]).includes(language)) {
      problems.push(`content/blog/${language}/: "${language}" is not a routed language`);
      continue;
    }
    for (const name of (await readdir(join(contentDir, language))).filter((file) => file.endsWith('.md')).sort()) {
      const file = `content/blog/${language}/${name}`;
      const unikey = name.slice(0, -3);
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(unikey)) {
        problems.push(`${file}: the file name must be a lowercase-hyphenated unikey`);
        continue;
      }
      const source = await readFile(join(root, file), 'utf8');
      const match = FRONT_MATTER.exec(source);
      if (!match) {
        problems.push(`${file}: no front matter between --- lines at the top`);
        continue;
      }
      let data: unknown;
      try {
        data = parseYaml(match[1] ?? '');
      } catch (error) {
        problems.push(`${file}: front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`);
        continue;
      }
      const outcome = validateFrontMatter(data, { unikey, language });
      if (outcome.kind === 'invalid') {
        problems.push(...outcome.problems.map((problem) => `${file}: field "${problem.field}" ${problem.problem}`));
        continue;
      }
      if (!existsSync(join(root, 'public', outcome.meta.cover))) problems.push(`${file}: field "cover" names ${outcome.meta.cover}, which is not in public/`);
      const rendered = renderMarkdown(match[2] ?? '');
      if (rendered.plainText === '') problems.push(`${file}: the article has no body`);
      articles.push({ file, entry: { ...outcome.meta, readingMinutes: readingMinutes(rendered.plainText, language) }, rendered });
    }
  }
  const english = new Set(articles.filter((article) => article.entry.language === DEFAULT_LANGUAGE).map((article) => article.entry.unikey));
  for (const article of articles) {
    if (!english.has(article.entry.unikey)) problems.push(`${article.file}: a translation needs the English original content/blog/en/${article.entry.unikey}.md`);
  }
  if (problems.length > 0) throw new BlogBuildError(`The blog has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  return articles;
}

/** Translated strings of the blog catalogue (locales/<lang>/blog.po), English as the fallback. */
async function blogMessages(root: string, language: Language): Promise<(english: string) => string> {
  if (language === DEFAULT_LANGUAGE) return (english) => english;
  const po = parsePo(await readFile(join(root, 'locales', language, 'blog.po'), 'utf8').catch(() => ''));
  const table = new Map(po.items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
  return (english) => table.get(english) || english;
}

async function writeIfChanged(file: string, content: string, written?: Set<string>): Promise<void> {
  written?.add(file);
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === content) return;
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, content);
}

const json = (value: unknown) => `${JSON.stringify(value)}\n`;

/** Builds the whole blog; returns the route index it wrote. */
export async function buildBlog(root: string): Promise<BlogIndex> {
  const articles = await readArticles(root);
  const byLanguage = new Map<string, SourceArticle[]>();
  for (const article of articles) byLanguage.set(article.entry.language, [...(byLanguage.get(article.entry.language) ?? []), article]);
  const languagesOf = (unikey: string) => ROUTED_LANGUAGES.filter((language) => byLanguage.get(language)?.some((article) => article.entry.unikey === unikey));

  const index: BlogIndex = {
    blogCategories: BLOG_CATEGORIES,
    blogArticles: [...new Set(articles.map((article) => article.entry.unikey))].sort(),
    blogTags: [...new Set(articles.flatMap((article) => article.entry.tags))].sort(),
    blogByLanguage: Object.fromEntries([...byLanguage].map(([language, own]) => [language, own.map((article) => article.entry.unikey).sort()]).sort(([a], [b]) => String(a).localeCompare(String(b)))),
  };
  await writeIfChanged(join(root, 'content/blog/index.json'), `${JSON.stringify(index, null, 2)}\n`);

  const generated = join(root, 'content/blog/generated');
  const written = new Set<string>();
  for (const language of ROUTED_LANGUAGES) {
    const own = byLanguage.get(language) ?? [];
    // A language without articles of its own lists the English ones (issue 6 blog, docs/decisions.md).
    const listLanguage = own.length > 0 ? language : DEFAULT_LANGUAGE;
    const sources = own.length > 0 ? own : (byLanguage.get(DEFAULT_LANGUAGE) ?? []);
    const entries = newestFirst(sources.map((article) => article.entry));
    const listed = entries.map((entry) => sources.find((article) => article.entry === entry) as SourceArticle);
    const list: BlogListData = { language: listLanguage, entries };
    await writeIfChanged(join(generated, language, 'list.json'), json(list), written);

    for (const article of own) {
      const data: BlogArticleData = {
        entry: article.entry,
        body: article.rendered.body,
        toc: article.rendered.toc,
        related: relatedArticles(article.entry, entries),
        languages: languagesOf(article.entry.unikey),
      };
      await writeIfChanged(join(generated, language, 'articles', `${article.entry.unikey}.json`), json(data), written);
    }

    const search = new MiniSearch<BlogSearchDocument>(blogSearchOptions(listLanguage));
    search.addAll(listed.map((article) => ({ id: article.entry.unikey, title: article.entry.title, summary: article.entry.summary, text: article.rendered.plainText })));
    await writeIfChanged(join(generated, language, 'search.json'), json(search), written);

    const t = await blogMessages(root, language);
    const blogPath = localizedPath(language, '/blog');
    const feed = rssFeed(
      {
        title: t('The Harbor VPN blog'),
        description: t('Guides, news and research on online privacy, security and getting the most out of your VPN.'),
        blogPath,
        feedPath: `${blogPath}/rss.xml`,
        languageTag: languageTag(listLanguage as Language),
      },
      entries.map((entry) => ({ ...entry, path: localizedPath(listLanguage as Language, `/blog/${entry.unikey}`) })),
    );
    await writeIfChanged(join(generated, 'rss', `${language}.xml`), feed, written);
  }
  // Files of articles that no longer exist go; rewriting only what changed keeps the dev server calm.
  for (const file of await readdir(generated, { recursive: true, withFileTypes: true })) {
    const path = join(file.parentPath, file.name);
    if (file.isFile() && !written.has(path)) await rm(path);
  }
  return index;
}

/** Where each language's feed is published: /blog/rss.xml for English, /<lang>/blog/rss.xml for the others. */
export function feedFileName(language: Language): string {
  return `${localizedPath(language, '/blog').slice(1)}/rss.xml`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  try {
    const index = await buildBlog(join(import.meta.dirname, '../..'));
    console.log(`Blog: ${index.blogArticles.length} articles built in ${Math.round(performance.now() - started)} ms.`);
  } catch (error) {
    console.error(error instanceof BlogBuildError ? error.message : error);
    process.exit(1);
  }
}
