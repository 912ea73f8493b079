import { describe, expect, it } from 'vitest';
import { DEFAULT_GUARDS, ROUTE_DEFINITIONS, buildRouteTable, routeValueCatalog, type Route } from '../../domain/index.ts';
import { RouteAccessChecker } from './route-access.use-case.ts';

const table = buildRouteTable(ROUTE_DEFINITIONS, DEFAULT_GUARDS);
const values = routeValueCatalog({ blogCategories: ['privacy'], blogArticles: [], blogTags: [] });
const route = (name: string) => table.find((r) => r.name === name) as Route;
const session = (token: string | undefined) => ({ read: () => token });

describe('RouteAccessChecker', () => {
  it('sends a signed-out visitor from the account to the sign-in page in their language', () => {
    const checker = new RouteAccessChecker(values, session(undefined));
    expect(checker.check({ route: route('myaccount'), language: 'de', params: {}, where: 'browser' })).toEqual({ kind: 'redirect', to: '/de/login' });
  });

  it('lets a signed-in customer into the account', () => {
    const checker = new RouteAccessChecker(values, session('t0k3n'));
    expect(checker.check({ route: route('myaccount'), language: 'en', params: {}, where: 'browser' })).toEqual({ kind: 'show' });
  });

  it('leaves session guards to the browser when prerendering', () => {
    const checker = new RouteAccessChecker(values, session(undefined));
    expect(checker.check({ route: route('myaccount'), language: 'en', params: {}, where: 'server' })).toEqual({ kind: 'show' });
  });

  it('answers not found for a failed validation or a rejected category, on the server too', () => {
    const checker = new RouteAccessChecker(values, session(undefined));
    expect(checker.check({ route: route('vpn-server-region'), language: 'en', params: { region: 'mars-vpn' }, where: 'server' })).toEqual({ kind: 'not-found' });
    expect(checker.check({ route: route('blog-category'), language: 'en', params: { category: 'nope' }, where: 'server' })).toEqual({ kind: 'not-found' });
    expect(checker.check({ route: route('blog-category'), language: 'en', params: { category: 'privacy' }, where: 'server' })).toEqual({ kind: 'show' });
  });
});
