import { describe, expect, it, vi } from 'vitest';
import type { RenderResult } from '../src/entry-server.tsx';
import { renderAnswer } from './render-answer.ts';

const page = (status: number): RenderResult => ({ kind: 'page', status, language: 'en', htmlAttributes: { lang: 'en', dir: 'ltr' }, head: '', pageKey: undefined, body: '', state: '' }) as unknown as RenderResult;

describe('an on-demand render (SPEC §2.2 server-render errors)', () => {
  it('answers a page or a not-found page as rendered, and logs nothing', async () => {
    const log = vi.fn();
    for (const status of [200, 404]) expect(await renderAnswer(async () => page(status), '/de/blog/x', log)).toMatchObject({ kind: 'page', status });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a render that throws, and sends the visitor to the home page of the address language', async () => {
    const log = vi.fn();
    const failure = new Error('renderToString exploded');
    expect(await renderAnswer(async () => Promise.reject(failure), '/ja/pricing/checkout/1y', log)).toEqual({ kind: 'redirect', status: 302, location: '/ja' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('/ja/pricing/checkout/1y'), failure);
  });

  it('logs a render that ends in a server error, and redirects to the root', async () => {
    const log = vi.fn();
    expect(await renderAnswer(async () => page(500), '/paystatus', log)).toEqual({ kind: 'redirect', status: 302, location: '/' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('answered 500'));
  });
});
