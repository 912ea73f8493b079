import { DEFAULT_LANGUAGE, asLanguage } from '../i18n/languages.ts';
import { localizedPath } from '../i18n/language-route.ts';
import { BLOG_PUBLISHER, SITE_ORIGIN, type BlogArticleMeta } from './blog-vocabulary.ts';

/** An absolute URL on the site for a site path. */
export function siteUrl(path: string): string {
  return new URL(path, SITE_ORIGIN).href;
}

/** schema.org Article for a blog article (issue 6 blog): headline, dates, author, image, language, publisher. */
export function articleJsonLd(article: BlogArticleMeta, path: string, languageTag: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    datePublished: article.date,
    dateModified: article.date,
    // Issue 20: the byline is the editorial team, an honest organisation rather than an invented person; its page says who we are.
    author: { '@type': 'Organization', name: article.author, url: siteUrl(localizedPath(asLanguage(article.language) ?? DEFAULT_LANGUAGE, '/aboutus')) },
    image: [siteUrl(article.cover)],
    inLanguage: languageTag,
    mainEntityOfPage: siteUrl(path),
    publisher: { '@type': 'Organization', name: BLOG_PUBLISHER, logo: { '@type': 'ImageObject', url: siteUrl('/favicon.svg') } },
  };
}
