import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { blogSearchActor, blogSearchMachine } from '../../../application/blog/blog-search.machine.ts';
import { localizedPath } from '../../../domain/index.ts';
import { loadList, prepareBlogSearch, searchBlog } from './blog-data.ts';
import { BlogSearchView, type BlogSearchModel } from './blog-search.view.tsx';

/**
 * /blog/search as an island (issue 17): the form searches in the page once the island is live, from the results the
 * server rendered for the address's query. Before that, or without JavaScript, it is a GET form the server answers.
 */
export function BlogSearch({ language, contentLanguage, query, hits }: BlogSearchModel) {
  const machine = useMemo(() => {
    const address = (searched: string) => `${localizedPath(language, '/blog/search')}?${new URLSearchParams({ q: searched }).toString()}`;
    return blogSearchMachine.provide({
      actors: { search: blogSearchActor(async (searched) => searchBlog(language, await loadList(language), searched)) },
      actions: {
        showQueryInAddress: (_, { query: searched }) => history.pushState(null, '', address(searched)),
        searchByPageLoad: (_, { query: searched }) => location.assign(address(searched)),
      },
    });
  }, [language]);
  // The island goes live once the page is idle: the index loads before the visitor has typed their query.
  useEffect(() => void prepareBlogSearch(language).catch(() => undefined), [language]);
  const search = useActorRef(machine, { input: { query, hits } });
  const shown = useSelector(search, (snapshot) => snapshot.context);
  return <BlogSearchView language={language} contentLanguage={contentLanguage} query={shown.query} hits={shown.hits} onSearch={(searched) => search.send({ type: 'user.search', query: searched })} />;
}
