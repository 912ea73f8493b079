import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { localizedPath, type BlogCategory, type BlogListEntry, type Language } from '../../../domain/index.ts';
import { buttonClassName } from '../../components/button/button.view.tsx';
import { ArticleCard, ArticleGrid } from './blog-card.view.tsx';
import type { Counted } from './blog-data.ts';
import { categoryLabel, tagLabel } from './blog-labels.ts';

export type BlogHomeModel = {
  readonly language: Language;
  readonly featured: BlogListEntry | undefined;
  readonly latest: readonly BlogListEntry[];
  readonly categories: readonly Counted<BlogCategory>[];
  readonly tags: readonly Counted<string>[];
};

/** Category and tag links with their article counts. */
export function TopicLinks({ language, categories, tags }: Pick<BlogHomeModel, 'language' | 'categories' | 'tags'>) {
  const { i18n } = useLingui();
  return (
    <aside className="blog-topics">
      <section aria-labelledby="blog-categories">
        <h2 id="blog-categories" className="blog-section-heading">
          <Trans>Categories</Trans>
        </h2>
        <ul className="blog-topics__categories">
          {categories.map(({ id, count }) => (
            <li key={id}>
              <Link to={localizedPath(language, `/blog/category/${id}`)}>
                {i18n._(categoryLabel(id))} <span className="blog-count">({count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="blog-tags">
        <h2 id="blog-tags" className="blog-section-heading">
          <Trans>Topics</Trans>
        </h2>
        <ul className="blog-tags">
          {tags.map(({ id, count }) => (
            <li key={id}>
              <Link className="blog-tag" to={localizedPath(language, `/blog/tag/${id}`)}>
                {i18n._(tagLabel(id))} <span className="blog-count">({count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <a className="blog-rss" href={`${localizedPath(language, '/blog')}/rss.xml`} type="application/rss+xml">
          <Trans>Subscribe with RSS</Trans>
        </a>
      </p>
    </aside>
  );
}

/** /blog: the featured article, the latest ones, categories with counts and tags. */
export function BlogHomeView({ language, featured, latest, categories, tags }: BlogHomeModel) {
  return (
    <div className="blog blog--with-aside">
      <div className="blog__main">
        {featured === undefined ? (
          <p className="blog-empty">
            <Trans>No articles have been published yet.</Trans>
          </p>
        ) : (
          <section aria-labelledby="blog-featured">
            <h2 id="blog-featured" className="blog-section-heading">
              <Trans>Featured</Trans>
            </h2>
            <ul className="blog-featured">
              <ArticleCard entry={featured} language={language} large />
            </ul>
          </section>
        )}
        {latest.length > 0 && (
          <section aria-labelledby="blog-latest">
            <h2 id="blog-latest" className="blog-section-heading">
              <Trans>Latest articles</Trans>
            </h2>
            <ArticleGrid entries={latest} language={language} />
          </section>
        )}
        <p>
          <Link className={buttonClassName({ variant: 'secondary' })} to={localizedPath(language, '/blog/more')}>
            <Trans>See all articles</Trans>
          </Link>
        </p>
      </div>
      <TopicLinks language={language} categories={categories} tags={tags} />
    </div>
  );
}
