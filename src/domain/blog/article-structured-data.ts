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
    author: { '@type': 'Person', name: article.author },
    image: [siteUrl(article.cover)],
    inLanguage: languageTag,
    mainEntityOfPage: siteUrl(path),
    publisher: { '@type': 'Organization', name: BLOG_PUBLISHER, logo: { '@type': 'ImageObject', url: siteUrl('/favicon.svg') } },
  };
}
