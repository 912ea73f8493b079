import { describe, expect, it } from 'vitest';
import { ROUTE_DEFINITIONS } from './route-definitions.ts';
import { ROUTE_RULES, routeRedirect } from './route-rules.ts';

describe('route rules (SPEC §7)', () => {
  it('sends a retired address to its page in the visitor’s language, for good', () => {
    expect(routeRedirect(ROUTE_RULES, 'en', '/buy')).toEqual({ location: '/pricing', status: 301, external: false });
    expect(routeRedirect(ROUTE_RULES, 'de', '/buy')).toEqual({ location: '/de/pricing', status: 301, external: false });
    expect(routeRedirect(ROUTE_RULES, 'ar', '/account/')).toEqual({ location: '/ar/myaccount', status: 301, external: false });
    expect(routeRedirect(ROUTE_RULES, 'en', '/plans', '?utm_source=mail')?.location).toBe('/pricing?utm_source=mail');
  });

  it('sends support addresses to the help centre in the language it has, for now', () => {
    expect(routeRedirect(ROUTE_RULES, 'ru', '/support')).toEqual({ location: 'https://help.harborvpn.com/hc/ru', status: 302, external: true });
    expect(routeRedirect(ROUTE_RULES, 'ja', '/help', '?email=a@b.c')).toEqual({ location: 'https://help.harborvpn.com/hc/en-us', status: 302, external: true });
  });

  it('names no address the site serves, and nothing a rule does not list', () => {
    const served = ROUTE_DEFINITIONS.map((route) => route.path.split('/:')[0]);
    for (const path of Object.keys(ROUTE_RULES)) expect(served, path).not.toContain(path);
    expect(routeRedirect(ROUTE_RULES, 'en', '/pricing')).toBeUndefined();
    expect(routeRedirect(ROUTE_RULES, 'en', '/constructor')).toBeUndefined();
    expect(routeRedirect(ROUTE_RULES, 'en', '/buy/more')).toBeUndefined();
  });

  it('points every internal target at a page the site serves', () => {
    const served = new Set(ROUTE_DEFINITIONS.map((route) => route.path));
    for (const [path, rule] of Object.entries(ROUTE_RULES)) {
      if (!rule.redirect.to.startsWith('https://')) expect(served.has(rule.redirect.to), path).toBe(true);
    }
  });
});
