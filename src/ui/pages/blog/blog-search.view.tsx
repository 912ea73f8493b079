import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Form, Link } from 'react-router';
import { highlightParts, languageTag, localizedPath, textDirection, type Language } from '../../../domain/index.ts';
import { buttonClassName } from '../../components/button/button.view.tsx';
import { ArticleMeta } from './blog-card.view.tsx';
import type { SearchHit } from './blog-data.ts';

/** Text with the matched words in <mark>, built as React elements (never HTML from the query). */
function Highlighted({ text, language, terms }: { text: string; language: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, language, terms).map((part, index) => (part.matched ? <mark key={index}>{part.text}</mark> : part.text))}
    </>
  );
}

export type BlogSearchModel = {
  readonly language: Language;
  /** The language the articles (and so the index) are in. */
  readonly contentLanguage: string;
  readonly query: string;
  readonly hits: readonly SearchHit[];
};

/**
 * /blog/search: a plain GET form (`?q=`), so it works before or without JavaScript; the results
 * come from the language's prebuilt MiniSearch index.
 */
export function BlogSearchView({ language, contentLanguage, query: searchText, hits }: BlogSearchModel) {
  const { t } = useLingui();
  // Lingui reads markup in a message after filling in its string values, so `?q=<b>x</b>` would lose its tags and log
  // an error on every render; an element value is kept whole (issue 16). Its name keeps the catalogues' message id.
  const query = <>{searchText}</>;
  const count = hits.length;
  const lang = contentLanguage === language ? undefined : languageTag(contentLanguage as Language);
  const dir = contentLanguage === language ? undefined : textDirection(contentLanguage as Language);
  return (
    <div className="blog">
      <Form method="get" action={localizedPath(language, '/blog/search')} className="blog-search" role="search">
        <label htmlFor="blog-search-q" className="blog-search__label">
          <Trans>Search articles</Trans>
        </label>
        <div className="blog-search__row">
          <input id="blog-search-q" className="blog-search__input" type="search" name="q" defaultValue={searchText} key={searchText} maxLength={200} placeholder={t`For example: public Wi-Fi`} />
          <button className={buttonClassName({ variant: 'primary' })} type="submit">
            <Trans>Search</Trans>
          </button>
        </div>
      </Form>
      {searchText.trim() !== '' && (
        <section aria-labelledby="blog-results-heading" className="blog-results">
          <h2 id="blog-results-heading" className="blog-section-heading">
            <Trans>Results for “{query}”</Trans>
          </h2>
          <p className="blog-results__count" role="status">
            <Plural value={count} _0="No articles found." one="# article found." other="# articles found." />
          </p>
          {count === 0 ? (
            <div className="blog-empty">
              <p>
                <Trans>Try another word, check the spelling, or browse all articles.</Trans>
              </p>
              <Link to={localizedPath(language, '/blog/more')}>
                <Trans>Browse all articles</Trans>
              </Link>
            </div>
          ) : (
            <ol className="blog-results__list">
              {hits.map(({ entry, terms, snippet }) => (
                <li key={entry.unikey} className="blog-result">
                  <h3 className="blog-result__title" lang={lang} dir={dir}>
                    <Link to={localizedPath(language, `/blog/${entry.unikey}`)}>
                      <Highlighted text={entry.title} language={contentLanguage} terms={terms} />
                    </Link>
                  </h3>
                  <p className="blog-result__snippet" lang={lang} dir={dir}>
                    <Highlighted text={snippet} language={contentLanguage} terms={terms} />
                  </p>
                  <ArticleMeta entry={entry} language={language} />
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </div>
  );
}
