import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { type BlogListEntry, dateTimeFormat, type Language, languageTag, localizedPath, textDirection } from '../../../domain/index.ts';
import { categoryLabel } from './blog-labels.ts';

/** An ISO day in the page's locale ("14 March 2026"), the same on the server and in the browser. */
export function formatArticleDate(isoDay: string, language: Language): string {
  return dateTimeFormat(languageTag(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** Author, date and reading time of an article. */
export function ArticleMeta({ entry, language, withAuthor = false, lang, dir }: { entry: BlogListEntry; language: Language; withAuthor?: boolean; lang?: string | undefined; dir?: 'ltr' | 'rtl' | undefined }) {
  const minutes = entry.readingMinutes;
  const author = entry.author;
  return (
    <p className="blog-meta" lang={lang} dir={dir}>
      {withAuthor && (
        <span>
          <Trans>By {author}</Trans>
        </span>
      )}
      <time dateTime={entry.date}>{formatArticleDate(entry.date, language)}</time>
      <span>
        <Plural value={minutes} one="# min read" other="# min read" />
      </span>
    </p>
  );
}

/** One article in a listing: cover, category, title (a link), summary, date and reading time. */
export function ArticleCard({ entry, language, level = 3, large = false }: { entry: BlogListEntry; language: Language; level?: 2 | 3; large?: boolean }) {
  const { i18n } = useLingui();
  const Heading = level === 2 ? 'h2' : 'h3';
  // In a language without its own articles the cards are English ones: say so to assistive tech.
  const foreign = entry.language !== language;
  const lang = foreign ? languageTag(entry.language as Language) : undefined;
  const dir = foreign ? textDirection(entry.language as Language) : undefined;
  return (
    <li className={`blog-card${large ? ' blog-card--large' : ''}`}>
      <img className="blog-card__cover" src={entry.cover} alt="" width={1200} height={630} loading={large ? 'eager' : 'lazy'} decoding="async" />
      <div className="blog-card__body">
        <p className="blog-card__category">{i18n._(categoryLabel(entry.category))}</p>
        <Heading className="blog-card__title" lang={lang} dir={dir}>
          <Link to={localizedPath(language, `/blog/${entry.unikey}`)} className="blog-card__link">
            {entry.title}
          </Link>
        </Heading>
        <p className="blog-card__summary" lang={lang} dir={dir}>
          {entry.summary}
        </p>
        <ArticleMeta entry={entry} language={language} />
      </div>
    </li>
  );
}

/** A grid of article cards. */
export function ArticleGrid({ entries, language, label }: { entries: readonly BlogListEntry[]; language: Language; label?: string }) {
  return (
    <ul className="blog-grid" aria-label={label}>
      {entries.map((entry) => (
        <ArticleCard key={entry.unikey} entry={entry} language={language} />
      ))}
    </ul>
  );
}
