import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { absoluteUrl, articleJsonLd, breadcrumbJsonLd, languageTag, localizedPath, type Language } from '../../../domain/index.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageContext, PageCopy, PageDataContext, PageHeadContext, PageHeadExtras } from '../../app/page-module.ts';
import { BlogArticleView } from './blog-article.view.tsx';
import { blogPageData, type BlogPageData } from './blog-data.ts';
import { BlogHomeView } from './blog-home.view.tsx';
import { categoryLabel, tagLabel } from './blog-labels.ts';
import { BlogListingView, BlogMoreView } from './blog-listing.view.tsx';
import { Island } from '../../islands/island.tsx';
import { BlogSearch } from './blog-search.island.tsx';
import './blog.css';

const BLOG_COPY: PageCopy = {
  title: msg`Blog`,
  heading: msg`The Harbor VPN blog`,
  description: msg`Guides, news and research on online privacy, security and getting the most out of your VPN.`,
};

function categoryCopy(category: string): PageCopy {
  const name = categoryLabel(category);
  return { title: name, heading: name, description: msg`All our articles in this category, newest first.` };
}

const tagHeading = (label: string) => msg`Articles tagged “${label}”`;

export const copy = ({ routeName, params }: PageContext): PageCopy => {
  switch (routeName) {
    case 'blog-category':
      return categoryCopy(params['category'] ?? '');
    case 'blog-more':
      return { title: msg`All articles`, heading: msg`All articles`, description: msg`Every article we have published, newest first.` };
    case 'blog-search':
      return { title: msg`Search the blog`, heading: msg`Search the blog`, description: msg`Find guides and articles by any word they contain.` };
    case 'blog-tag': {
      // The heading names the tag in the reader's language; see `Page` and `head`.
      const tag = params['tagId'] ?? '';
      return { title: tagHeading(tag), heading: tagHeading(tag), description: msg`Every article with this tag, newest first.` };
    }
    default:
      return BLOG_COPY;
  }
};

/** The blog's content for the route (issue 6): lists, an article, a page of /blog/more or search results. */
export const data = ({ routeName, params, language, query }: PageDataContext): Promise<BlogPageData> => blogPageData(routeName, params, language, query);

function feed(language: Language, i18n: PageHeadContext['i18n']) {
  return { title: i18n._(BLOG_COPY.heading), href: `${localizedPath(language, '/blog')}/rss.xml` };
}

/** Every blog page links its language's feed; an article adds its own title, cover, languages, canonical URL and JSON-LD. */
export const head = ({ language, data: loaded, i18n, origin }: PageHeadContext): PageHeadExtras => {
  const page = loaded as BlogPageData;
  const feeds = [feed(language, i18n)];
  if (page.kind === 'tag') {
    return { title: i18n._(tagHeading(i18n._(tagLabel(page.tag)))), feeds };
  }
  if (page.kind !== 'article') return { feeds };
  const { entry } = page.article;
  const contentLanguage = entry.language as Language;
  // An untranslated article shown in another language points search engines at the English original.
  const canonicalPath = localizedPath(contentLanguage, `/blog/${entry.unikey}`);
  const url = (path: string) => absoluteUrl(origin, path);
  return {
    title: entry.title,
    description: entry.summary,
    // The covers are SVG, which link previews do not show: shares use the site's PNG image (docs/decisions.md).
    ogType: 'article',
    languages: page.article.languages as readonly Language[],
    ...(contentLanguage === language ? {} : { canonicalLanguage: contentLanguage }),
    feeds,
    structuredData: [
      articleJsonLd(entry, canonicalPath, languageTag(contentLanguage)),
      breadcrumbJsonLd([
        { name: i18n._(BLOG_COPY.title), url: url(localizedPath(language, '/blog')) },
        { name: i18n._(categoryLabel(entry.category)), url: url(localizedPath(language, `/blog/category/${entry.category}`)) },
        { name: entry.title, url: url(localizedPath(language, `/blog/${entry.unikey}`)) },
      ]),
    ],
  };
};

export function Page() {
  const { data: loaderData, heading, lead } = usePage(copy);
  const { i18n } = useLingui();
  const page = loaderData.pageData as BlogPageData;
  const language = loaderData.language;
  switch (page.kind) {
    case 'article':
      return <BlogArticleView article={page.article} language={language} />;
    case 'home':
      return (
        <>
          <PageIntro heading={heading} lead={lead} />
          <BlogHomeView language={language} featured={page.featured} latest={page.latest} categories={page.categories} tags={page.tags} />
        </>
      );
    case 'more':
      return (
        <>
          <PageIntro heading={heading} lead={lead} />
          <BlogMoreView page={page.page} language={language} />
        </>
      );
    case 'search':
      return (
        <>
          <PageIntro heading={heading} lead={lead} />
          <Island name="blog-search" hydrate="idle" component={BlogSearch} props={{ language, contentLanguage: page.list.language, query: page.query, hits: page.hits }} />
        </>
      );
    case 'tag':
      return (
        <>
          <PageIntro heading={i18n._(tagHeading(i18n._(tagLabel(page.tag))))} lead={lead} />
          <BlogListingView entries={page.entries} language={language} />
        </>
      );
    case 'category':
      return (
        <>
          <PageIntro heading={heading} lead={lead} />
          <BlogListingView entries={page.entries} language={language} />
        </>
      );
  }
}
