import { describe, expect, it } from 'vitest';
import { ROUTE_DEFINITIONS } from './route-definitions.ts';
import { DEFAULT_GUARDS } from './route-guards.ts';
import { buildRouteTable, fillPath, passesValidation, prerenderPaths, rendersOnDemand, routeParams, UnknownGuardError } from './route-table.ts';
import { routeValueCatalog } from './route-values.ts';

const values = routeValueCatalog({ blogCategories: ['privacy', 'guides'], blogArticles: ['what-is-a-kill-switch'], blogTags: ['wifi'] });
const table = buildRouteTable(ROUTE_DEFINITIONS, DEFAULT_GUARDS);
const route = (name: string) => {
  const found = table.find((r) => r.name === name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};

describe('buildRouteTable (SPEC §2.2)', () => {
  it('throws when a route names a guard the registry lacks', () => {
    expect(() => buildRouteTable([{ name: 'secret', path: '/secret', pageKey: 'home', layout: 'default', mode: 'document', guards: ['admin'] }], DEFAULT_GUARDS)).toThrow(UnknownGuardError);
    const build = () => buildRouteTable([{ name: 'secret', path: '/secret', pageKey: 'home', layout: 'default', mode: 'document', guards: ['auth', 'admin'] }], DEFAULT_GUARDS);
    expect(build).toThrow(expect.objectContaining({ _tag: 'UnknownGuard', guardName: 'admin', routeName: 'secret' }));
  });

  it('has every route SPEC lists, once', () => {
    const paths = table.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/404', '/blog/:unikey', '/pricing/checkout/:id?', '/vpn-server/:region', '/what-is-vpn']));
    expect(route('pricing-checkout-id').path).toBe('/pricing/checkout/:id?');
  });

  it('loads texts for every path prefix level, then header, location and footer', () => {
    expect(route('pricing-checkout-id').textKeys).toEqual(['pricing', 'checkout', 'header', 'location', 'footer']);
    expect(route('download-product').textKeys).toEqual(['download', 'header', 'location', 'footer']);
    expect(route('index').textKeys).toEqual(['home', 'header', 'location', 'footer']);
  });

  it('marks the transparent navigation bar where SPEC does', () => {
    const transparent = table.filter((r) => r.transparentNav).map((r) => r.name);
    expect(transparent.sort()).toEqual(['affiliate', 'features', 'index', 'press-room', 'vpn-for-social-media', 'vpn-server', 'vpn-server-region', 'what-is-vpn']);
    expect(route('pricing').transparentNav).toBe(false);
  });

  it('keeps promotions off the pages where the visitor buys, pays or manages the account', () => {
    const quiet = table.filter((r) => r.quiet).map((r) => r.name);
    expect(quiet.sort()).toEqual(['activate', 'contact-us', 'forgetpassword', 'login', 'myaccount', 'myaccount-invoice', 'paystatus', 'paysuc', 'pricing', 'pricing-checkout-id', 'redirect', 'resetpassword', 'vpn-trial']);
  });

  it('runs as apps the pages that buy, pay, manage the account or measure the visitor, and every other as a document (issue 17)', () => {
    const apps = table.filter((r) => r.mode === 'app').map((r) => r.name);
    expect(apps.sort()).toEqual([...table.filter((r) => r.quiet).map((r) => r.name), 'webrtc-leak-test', 'what-is-my-ip'].sort());
    expect(route('index').mode).toBe('document');
    expect(route('blog-search').mode).toBe('document');
  });

  it('guards the account with auth and the blog with category', () => {
    expect(route('myaccount').guards.map((g) => g.name)).toEqual(['auth']);
    expect(route('myaccount-invoice').guards.map((g) => g.name)).toEqual(['auth']);
    expect(route('blog').guards.map((g) => g.name)).toEqual(['category']);
    expect(route('blog').layout).toBe('blog');
  });
});

describe('validation and guards', () => {
  it('accepts only known values of a validated parameter', () => {
    expect(passesValidation(route('download-product'), { product: 'android' }, values)).toBe(true);
    expect(passesValidation(route('download-product'), { product: 'amiga' }, values)).toBe(false);
    expect(passesValidation(route('download-product'), {}, values)).toBe(false);
    expect(passesValidation(route('pricing'), {}, values)).toBe(true);
  });

  // Issue 15: an unknown or retired plan id is not found, never silently another plan with its price.
  it('accepts the plans on sale at checkout, or none given, and nothing else', () => {
    expect(['1m', '1y', '2y'].map((id) => passesValidation(route('pricing-checkout-id'), { id }, values))).toEqual([true, true, true]);
    expect(passesValidation(route('pricing-checkout-id'), {}, values)).toBe(true);
    expect(passesValidation(route('pricing-checkout-id'), { id: '3y' }, values)).toBe(false);
    expect(passesValidation(route('pricing-checkout-id'), { id: '' }, values)).toBe(false);
  });

  it('rejects an unknown blog category through the category guard', () => {
    const guard = DEFAULT_GUARDS.get('category');
    expect(guard?.check({ params: { category: 'privacy' }, signedIn: false, values })).toEqual({ kind: 'allow' });
    expect(guard?.check({ params: { category: 'no-such-category' }, signedIn: false, values })).toEqual({ kind: 'reject' });
    expect(guard?.check({ params: {}, signedIn: false, values })).toEqual({ kind: 'allow' });
  });

  it('sends a signed-out visitor from the account to sign in', () => {
    const guard = DEFAULT_GUARDS.get('auth');
    expect(guard?.check({ params: {}, signedIn: false, values })).toEqual({ kind: 'redirect', to: '/login' });
    expect(guard?.check({ params: {}, signedIn: true, values })).toEqual({ kind: 'allow' });
  });

  it('sends a signed-out visitor to sign in and back to the page asked for, unless signing in leads there anyway', () => {
    const guard = DEFAULT_GUARDS.get('auth');
    expect(guard?.check({ params: {}, signedIn: false, values, returnTo: '/de/activate?code=BCDF-GHJK' })).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fde%2Factivate%3Fcode%3DBCDF-GHJK' });
    expect(guard?.check({ params: {}, signedIn: false, values, returnTo: '/de/myaccount' })).toEqual({ kind: 'redirect', to: '/login' });
  });
});

describe('paths', () => {
  it('fills parameters and drops an absent optional one', () => {
    expect(fillPath('/pricing/checkout/:id?', { id: '12' })).toBe('/pricing/checkout/12');
    expect(fillPath('/pricing/checkout/:id?', {})).toBe('/pricing/checkout');
    expect(fillPath('/blog/tag/:tagId', { tagId: 'a b' })).toBe('/blog/tag/a%20b');
    expect(routeParams(route('pricing-checkout-id'))).toEqual([{ name: 'id', optional: true }]);
  });

  it('prerenders each known value of a validated parameter', () => {
    expect(prerenderPaths(route('download-product'), values)).toHaveLength(9);
    expect(prerenderPaths(route('vpn-server-region'), values)).toHaveLength(14);
    expect(prerenderPaths(route('blog-unikey'), values)).toEqual(['/blog/what-is-a-kill-switch']);
    expect(prerenderPaths(route('blog-category'), values)).toEqual(['/blog/category/privacy', '/blog/category/guides']);
    expect(prerenderPaths(route('pricing-checkout-id'), values)).toEqual(['/pricing/checkout', '/pricing/checkout/1m', '/pricing/checkout/1y', '/pricing/checkout/2y']);
    expect(prerenderPaths(route('aboutus'), values)).toEqual(['/aboutus']);
  });

  it('renders an invoice on demand, for any order id: its parameter is the only one no catalogue bounds (issue 19)', () => {
    expect(table.filter(rendersOnDemand).map((r) => r.name)).toEqual(['myaccount-invoice']);
    expect(prerenderPaths(route('myaccount-invoice'), values)).toEqual([]);
    expect(passesValidation(route('myaccount-invoice'), { orderId: 'ord_anything' }, values)).toBe(true);
  });
});
