import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { localizedPath, type BlogListEntry, type BlogPage, type Language } from '../../../domain/index.ts';
import { ArticleGrid } from './blog-card.view.tsx';

/** A category's or a tag's articles, newest first. */
export function BlogListingView({ entries, language }: { entries: readonly BlogListEntry[]; language: Language }) {
  return (
    <div className="blog">
      {entries.length === 0 ? (
        <div className="blog-empty">
          <p>
            <Trans>There are no articles here yet.</Trans>
          </p>
          <Link to={localizedPath(language, '/blog')}>
            <Trans>Back to the blog</Trans>
          </Link>
        </div>
      ) : (
        <ArticleGrid entries={entries} language={language} />
      )}
    </div>
  );
}

/** /blog/more: every article, nine a page, with previous and next links (?page=N). */
export function BlogMoreView({ page, language }: { page: BlogPage<BlogListEntry>; language: Language }) {
  const { t } = useLingui();
  const base = localizedPath(language, '/blog/more');
  const href = (n: number) => (n === 1 ? base : `${base}?page=${n}`);
  if (page.items.length === 0) {
    const last = page.pageCount;
    return (
      <div className="blog">
        <div className="blog-empty">
          <p>
            <Trans>This page has no articles: the list ends on page {last}.</Trans>
          </p>
          <Link to={href(1)}>
            <Trans>Back to the first page</Trans>
          </Link>
        </div>
      </div>
    );
  }
  const current = page.page;
  const total = page.pageCount;
  return (
    <div className="blog">
      <ArticleGrid entries={page.items} language={language} />
      <nav className="blog-pagination" aria-label={t`Pagination`}>
        {page.previous !== undefined ? (
          <Link to={href(page.previous)} rel="prev">
            <Trans>Newer articles</Trans>
          </Link>
        ) : (
          <span />
        )}
        <p className="blog-pagination__status">
          <Trans>
            Page {current} of {total}
          </Trans>
        </p>
        {page.next !== undefined ? (
          <Link to={href(page.next)} rel="next">
            <Trans>Older articles</Trans>
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
