import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { highlightParts, languageTag, localizedPath, textDirection, type Language } from '../../../domain/index.ts';
import { buttonClassName } from '../../components/button/button.view.tsx';
import { IslandLink } from '../../islands/island.tsx';
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

export type BlogSearchActions = {
  /** Searches in the page; without it the form is a page load to the server's answer. */
  readonly onSearch?: (query: string) => void;
};

/**
 * /blog/search: a plain GET form (`?q=`), so it works before or without JavaScript; the results
 * come from the language's prebuilt MiniSearch index.
 */
export function BlogSearchView({ language, contentLanguage, query: searchText, hits, onSearch }: BlogSearchModel & BlogSearchActions) {
  const { t } = useLingui();
  // Lingui reads markup in a message after filling in its string values, so `?q=<b>x</b>` would lose its tags and log
  // an error on every render; an element value is kept whole (issue 16). Its name keeps the catalogues' message id.
  const query = <>{searchText}</>;
  const count = hits.length;
  const lang = contentLanguage === language ? undefined : languageTag(contentLanguage as Language);
  const dir = contentLanguage === language ? undefined : textDirection(contentLanguage as Language);
  return (
    <div className="blog">
      <form
        method="get"
        action={localizedPath(language, '/blog/search')}
        className="blog-search"
        role="search"
        onSubmit={(event) => {
          if (onSearch === undefined) return;
          event.preventDefault();
          onSearch(String(new FormData(event.currentTarget).get('q') ?? ''));
        }}
      >
        <label htmlFor="blog-search-q" className="blog-search__label">
          <Trans>Search articles</Trans>
        </label>
        <div className="blog-search__row">
          <input id="blog-search-q" className="blog-search__input" type="search" name="q" defaultValue={searchText} key={searchText} maxLength={200} placeholder={t`For example: public Wi-Fi`} />
          <button className={buttonClassName({ variant: 'primary' })} type="submit">
            <Trans>Search</Trans>
          </button>
        </div>
      </form>
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
              <IslandLink href={localizedPath(language, '/blog/more')}>
                <Trans>Browse all articles</Trans>
              </IslandLink>
            </div>
          ) : (
            <ol className="blog-results__list">
              {hits.map(({ entry, terms, snippet }) => (
                <li key={entry.unikey} className="blog-result">
                  <h3 className="blog-result__title" lang={lang} dir={dir}>
                    <IslandLink href={localizedPath(language, `/blog/${entry.unikey}`)}>
                      <Highlighted text={entry.title} language={contentLanguage} terms={terms} />
                    </IslandLink>
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
