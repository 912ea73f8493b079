import { describe, expect, it } from 'vitest';
import { ROUTE_DEFINITIONS } from './route-definitions.ts';
import { documentSpeculationRules } from './speculation-rules.ts';

describe('documentSpeculationRules (issue 17)', () => {
  const rules = documentSpeculationRules(ROUTE_DEFINITIONS);
  const patterns = rules.prefetch[0].where.href_matches;

  it('fetches document pages ahead in every language, with route parameters as URL patterns', () => {
    expect(patterns).toEqual(expect.arrayContaining(['/', '/de', '/features', '/ja/features', '/blog/category/:category', '/ar/privacy-policy']));
  });

  it('never fetches an app page ahead: they show one visitor state', () => {
    for (const path of ['/pricing', '/de/pricing', '/pricing/checkout/:id', '/login', '/myaccount', '/paystatus', '/what-is-my-ip']) expect(patterns).not.toContain(path);
  });

  it('prefetches links in view and prerenders the one the pointer rests on, over the same pages', () => {
    expect(rules.prefetch[0].eagerness).toBe('eager');
    expect(rules.prerender[0]).toEqual({ source: 'document', where: rules.prefetch[0].where, eagerness: 'moderate' });
  });
});
