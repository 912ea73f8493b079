import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { languageTag, localizedPath, textDirection, type Language } from '../../../domain/index.ts';
import { ArticleBody } from './article-body.view.tsx';
import { ArticleCard, ArticleMeta } from './blog-card.view.tsx';
import type { BlogArticleData } from './blog-data.types.ts';
import { categoryLabel, tagLabel } from './blog-labels.ts';

/**
 * An article: breadcrumb, title, author, date, reading time, cover, table of contents, the body (parsed
 * from Markdown at build time; raw HTML in the Markdown is text), tags and related articles.
 * Shown in English, with a notice, where the page's language has no translation.
 */
export function BlogArticleView({ article, language }: { article: BlogArticleData; language: Language }) {
  const { i18n, t } = useLingui();
  const { entry, body, toc, related } = article;
  const fallback = entry.language !== language;
  const category = i18n._(categoryLabel(entry.category));
  // Inside an English fallback article, the page's own words (labels, dates) keep the page's language.
  const uiLang = fallback ? languageTag(language) : undefined;
  const uiDir = fallback ? textDirection(language) : undefined;
  return (
    <div className="blog blog-article-page">
      <nav aria-label={t`Breadcrumb`} className="blog-breadcrumb">
        <ol>
          <li>
            <Link to={localizedPath(language, '/blog')}>
              <Trans>Blog</Trans>
            </Link>
          </li>
          <li>
            <Link to={localizedPath(language, `/blog/category/${entry.category}`)}>{category}</Link>
          </li>
        </ol>
      </nav>
      {fallback && (
        <p className="blog-notice" role="note">
          <Trans>This article is available in English.</Trans>
        </p>
      )}
      <article className="blog-article" lang={fallback ? languageTag(entry.language as Language) : undefined} dir={fallback ? textDirection(entry.language as Language) : undefined}>
        <header className="blog-article__header">
          <p className="blog-card__category" lang={uiLang} dir={uiDir}>
            <Link to={localizedPath(language, `/blog/category/${entry.category}`)}>{category}</Link>
          </p>
          <h1 className="blog-article__title">{entry.title}</h1>
          <p className="blog-article__summary">{entry.summary}</p>
          <ArticleMeta entry={entry} language={language} withAuthor lang={uiLang} dir={uiDir} />
        </header>
        <img className="blog-article__cover" src={entry.cover} alt={entry.coverAlt} width={1200} height={630} fetchPriority="high" />
        <div className="blog-article__layout">
          {toc.length > 0 && (
            <nav className="blog-toc" aria-labelledby="blog-toc-heading">
              <h2 id="blog-toc-heading" className="blog-toc__heading" lang={uiLang} dir={uiDir}>
                <Trans>On this page</Trans>
              </h2>
              <ol>
                {toc.map((item) => (
                  <li key={item.id}>
                    <a href={`#${item.id}`}>{item.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <ArticleBody body={body} />
        </div>
        <ul className="blog-tags blog-article__tags" lang={uiLang} dir={uiDir} aria-label={t`Tags`}>
          {entry.tags.map((tag) => (
            <li key={tag}>
              <Link className="blog-tag" to={localizedPath(language, `/blog/tag/${tag}`)}>
                {i18n._(tagLabel(tag))}
              </Link>
            </li>
          ))}
        </ul>
      </article>
      {related.length > 0 && (
        <section className="blog-related" aria-labelledby="blog-related-heading">
          <h2 id="blog-related-heading" className="blog-section-heading">
            <Trans>Related articles</Trans>
          </h2>
          <ul className="blog-grid">
            {related.map((other) => (
              <ArticleCard key={other.unikey} entry={other} language={language} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
