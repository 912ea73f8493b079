import { describe, expect, it } from 'vitest';
import { BUSY, boundedRenders } from './bounded-renders.ts';

/** A render that finishes when the test says so. */
function deferred() {
  let finish: (value: string) => void = () => undefined;
  const promise = new Promise<string>((resolve) => (finish = resolve));
  return { promise, finish };
}

const limits = { concurrency: 2, queue: 2, cacheEntries: 3, cacheSize: 1_000 };
const renders = (overrides: Partial<typeof limits> = {}) => boundedRenders<string>({ ...limits, ...overrides }, (html) => html.length, (html) => !html.startsWith('error'));

describe('boundedRenders (issue 16: on-demand renders are bounded and cached)', () => {
  it('runs at most `concurrency` renders, queues `queue` more, and refuses the rest at once', async () => {
    const gate = renders();
    const works = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const answers = works.map((work, index) =>
      gate.run(`/blog/search?q=${index}`, () => {
        started.push(index);
        return work.promise;
      }),
    );
    expect(await answers[4]).toBe(BUSY);
    expect(started).toEqual([0, 1]);
    expect(gate.stats()).toMatchObject({ running: 2, waiting: 2 });
    works[0]?.finish('zero');
    expect(await answers[0]).toBe('zero');
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    expect(gate.stats()).toMatchObject({ running: 2, waiting: 1 });
    for (const [index, work] of works.entries()) work.finish(`page ${index}`);
    expect(await Promise.all(answers.slice(1, 4))).toEqual(['page 1', 'page 2', 'page 3']);
    expect(gate.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('answers an address again from the cache, and one being rendered from that render', async () => {
    const gate = renders();
    let calls = 0;
    const work = deferred();
    const render = () => {
      calls += 1;
      return work.promise;
    };
    const first = gate.run('/blog/more?page=2', render);
    const second = gate.run('/blog/more?page=2', render);
    work.finish('<html>2</html>');
    expect([await first, await second]).toEqual(['<html>2</html>', '<html>2</html>']);
    expect(await gate.run('/blog/more?page=2', render)).toBe('<html>2</html>');
    expect(calls).toBe(1);
  });

  it('drops the least recently used answers beyond its entries and its size, and never keeps an error', async () => {
    const gate = renders({ cacheSize: 30 });
    const html = (text: string) => async () => text;
    for (const key of ['a', 'b', 'c']) await gate.run(key, html(`page ${key}`));
    await gate.run('a', html('fresh a')); // a hit: now the most recently used
    await gate.run('d', html('page d'));
    expect(gate.stats()).toMatchObject({ cached: 3, cachedSize: 18 });
    expect(await gate.run('b', html('fresh b'))).toBe('fresh b'); // b was the oldest: rendered again
    expect(await gate.run('a', html('fresh a'))).toBe('page a');
    await gate.run('big', html('x'.repeat(25)));
    expect(gate.stats().cachedSize).toBeLessThanOrEqual(30);
    await gate.run('e', html('error e'));
    expect(await gate.run('e', html('page e'))).toBe('page e');
  });
});
