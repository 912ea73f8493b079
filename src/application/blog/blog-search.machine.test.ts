import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import { blogSearchActor, blogSearchMachine, type BlogSearchHit } from './blog-search.machine.ts';

const hit = (unikey: string): BlogSearchHit => ({ entry: { unikey } as BlogSearchHit['entry'], terms: ['wifi'], snippet: `${unikey} snippet` });

describeMachinePaths(blogSearchMachine.provide({ actions: { showQueryInAddress: () => undefined, searchByPageLoad: () => undefined } }), {
  inputs: [{ query: '', hits: [] }],
  events: [
    { type: 'user.search', query: 'wifi' },
    { type: 'xstate.done.actor.search', output: [hit('a')] },
  ],
});

function searching(answer: (query: string) => Promise<readonly BlogSearchHit[]>) {
  const addresses: string[] = [];
  const pageLoads: string[] = [];
  const actor = createActor(
    blogSearchMachine.provide({
      actors: { search: blogSearchActor(answer) },
      actions: { showQueryInAddress: (_, { query }) => void addresses.push(query), searchByPageLoad: (_, { query }) => void pageLoads.push(query) },
    }),
    { input: { query: 'vpn', hits: [hit('first')] } },
  ).start();
  return { actor, addresses, pageLoads };
}

describe('blog search machine (issue 17)', () => {
  it('starts from the results the server rendered', () => {
    const { actor } = searching(async () => []);
    expect(actor.getSnapshot().context).toEqual({ query: 'vpn', hits: [hit('first')] });
  });

  it('shows the results of a search and puts its query in the address', async () => {
    const { actor, addresses, pageLoads } = searching(async (query) => [hit(query)]);
    actor.send({ type: 'user.search', query: 'wifi' });
    await waitFor(actor, (snapshot) => snapshot.matches('showing'));
    expect(actor.getSnapshot().context).toEqual({ query: 'wifi', hits: [hit('wifi')] });
    expect(addresses).toEqual(['wifi']);
    expect(pageLoads).toEqual([]);
  });

  it('answers only the last of two quick searches', async () => {
    const { actor, addresses } = searching((query) => new Promise((resolve) => setTimeout(() => resolve([hit(query)]), query === 'slow' ? 20 : 1)));
    actor.send({ type: 'user.search', query: 'slow' });
    actor.send({ type: 'user.search', query: 'fast' });
    await waitFor(actor, (snapshot) => snapshot.matches('showing'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(actor.getSnapshot().context.hits).toEqual([hit('fast')]);
    expect(addresses).toEqual(['fast']);
  });

  it('sends the query to the server as a page load when the index cannot be loaded', async () => {
    const { actor, addresses, pageLoads } = searching(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'user.search', query: 'wifi' });
    await waitFor(actor, (snapshot) => snapshot.matches('showing'));
    expect(pageLoads).toEqual(['wifi']);
    expect(addresses).toEqual([]);
  });
});

