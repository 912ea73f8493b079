import { describe, expect, it } from 'vitest';
import { ROUTE_RULES, parseAcceptLanguage, resolveLanguageRoute, routeRedirect, splitLanguagePrefix } from '../../src/domain/index.ts';
import { vercelConfig, type VercelConfig, type VercelRoute } from './vercel-config.ts';

// Issue 18: the CDN target's rules, held to the domain's decisions. Vercel's router is modelled as its Build Output API
// documents it: routes in order, `src` a pattern over the path (case-insensitive unless `caseSensitive`), `has` and
// `missing` over cookies, headers and the query, headers gathered by routes that `continue`, a 3xx with a Location
// ends the request, and after `{ handle: 'filesystem' }` only requests no file answered go on.
const PAGES = ['/', '/pricing', '/de/pricing', '/ja/pricing', '/features', '/de', '/fr/blog'];
const config = vercelConfig({
  pages: PAGES.map((path) => ({ path, policy: `policy of ${path}` })),
  rules: [
    { path: '/buy', location: '/pricing', status: 301, keepsQuery: true },
    { path: '/de/buy', location: '/de/pricing', status: 301, keepsQuery: true },
    { path: '/ru/support', location: 'https://help.harborvpn.com/hc/ru', status: 302, keepsQuery: false },
  ],
  assetPolicy: 'asset policy',
  securityHeaders: [['X-Frame-Options', 'DENY']],
  speculationRules: true,
  apiBase: 'https://api.example',
  renderBase: 'https://render.example',
});

type Request = { readonly path: string; readonly cookie?: string; readonly acceptLanguage?: string; readonly query?: Readonly<Record<string, string>> };
type Answer = { kind: 'redirect'; status: number; location: string; headers: Record<string, string> } | { kind: 'file' | 'rewrite'; target: string; headers: Record<string, string> };

const fill = (template: string, match: RegExpExecArray) => template.replace(/\$(\d)/g, (_, index: string) => match[Number(index)] ?? '');

function answer(routes: VercelConfig['routes'], request: Request, files: ReadonlySet<string>): Answer {
  const headers: Record<string, string> = {};
  let afterFiles = false;
  const holds = (condition: NonNullable<Extract<VercelRoute, { src: string }>['has']>[number]) => {
    const value = condition.type === 'cookie' ? (condition.key === 'i18n_redirected' ? request.cookie : undefined) : condition.type === 'header' ? request.acceptLanguage : request.query?.[condition.key];
    return value !== undefined && (condition.value === undefined || new RegExp(condition.value).test(value));
  };
  for (const route of routes) {
    if ('handle' in route) {
      if (files.has(request.path)) return { kind: 'file', target: request.path, headers };
      afterFiles = true;
      continue;
    }
    const match = new RegExp(route.src, route.caseSensitive ? '' : 'i').exec(request.path);
    if (match === null || !(route.has ?? []).every(holds) || (route.missing ?? []).some(holds)) continue;
    for (const [name, value] of Object.entries(route.headers ?? {})) headers[name] = fill(value, match);
    if (route.status !== undefined && headers['Location'] !== undefined) return { kind: 'redirect', status: route.status, location: headers['Location'], headers };
    if (route.dest !== undefined) return { kind: 'rewrite', target: fill(route.dest, match), headers };
    if (!route.continue && afterFiles) break;
  }
  return { kind: 'rewrite', target: 'none', headers };
}

const files = new Set(PAGES);
const PATHS = ['/', '/pricing', '/de/pricing', '/fr/blog', '/ja/pricing', '/en', '/en/pricing', '/home', '/home/de', '/de/home', '//pricing', '/a//b', '/pricing/', '/DE/pricing', '/HOME', '/buy', '/de/buy', '/ru/support', '/no-such-page', '/de/no-such'];
const COOKIES = [undefined, 'de', 'en', 'DE', 'ja', 'xx'];
const LANGUAGES = [undefined, 'de-DE,de;q=0.9', 'fr;q=0, ja', 'en-US,en;q=0.9,de;q=0.8', 'zh-CN,zh;q=0.9', 'RU'];

describe('the Vercel rules (issue 18)', () => {
  it('redirect exactly where the domain sends each request, and answer the rest with the page, a route rule or the renderer', () => {
    const mismatches: string[] = [];
    for (const path of PATHS) {
      for (const cookie of COOKIES) {
        for (const acceptLanguage of LANGUAGES) {
          const got = answer(config.routes, { path, ...(cookie === undefined ? {} : { cookie }), ...(acceptLanguage === undefined ? {} : { acceptLanguage }) }, files);
          const decision = resolveLanguageRoute({ pathname: path, search: '', hash: '', cookieLanguage: cookie, browserLanguages: parseAcceptLanguage(acceptLanguage) });
          let expected: string;
          if (decision.kind === 'redirect') expected = `redirect ${decision.permanent ? 301 : 302} ${decision.location}`;
          else if (files.has(path)) expected = `file ${path}`;
          else {
            const rule = routeRedirect(ROUTE_RULES, decision.language, splitLanguagePrefix(path).pathWithoutPrefix);
            expected = rule !== undefined && ['/buy', '/de/buy', '/ru/support'].includes(path) ? `redirect ${rule.status} ${rule.location}` : `rewrite https://render.example${path}`;
          }
          const actual = got.kind === 'redirect' ? `redirect ${got.status} ${got.location}` : `${got.kind} ${got.target}`;
          if (actual !== expected) mismatches.push(`${path} cookie=${cookie} accept-language=${acceptLanguage}: ${actual}, expected ${expected}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('remember the browser language for a year, and vary every choice that depends on the visitor', () => {
    const got = answer(config.routes, { path: '/pricing', acceptLanguage: 'de-DE,de;q=0.9' }, files);
    expect(got.headers['Set-Cookie']).toBe('i18n_redirected=de; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(got.headers['Vary']).toBe('Cookie, Accept-Language');
    expect(got.headers['Cache-Control']).toBe('no-store');
  });

  it("give a page its own policy and revalidation, an asset a year, and send the API and listings with a query on", () => {
    const page = answer(config.routes, { path: '/de/pricing', cookie: 'de' }, files);
    expect(page).toMatchObject({ kind: 'file', headers: { 'Content-Security-Policy': 'policy of /de/pricing', 'Cache-Control': 'no-cache', Vary: 'Cookie, Accept-Language', 'X-Frame-Options': 'DENY' } });
    const asset = answer(config.routes, { path: '/assets/app-1.js' }, new Set(['/assets/app-1.js']));
    expect(asset).toMatchObject({ kind: 'file', headers: { 'Content-Security-Policy': 'asset policy', 'Cache-Control': 'public, max-age=31536000, immutable' } });
    expect(answer(config.routes, { path: '/api/mms/account/v1/login' }, files)).toMatchObject({ kind: 'rewrite', target: 'https://api.example/api/mms/account/v1/login' });
    expect(answer(config.routes, { path: '/de/blog/search', cookie: 'de', query: { q: 'wifi' } }, files)).toMatchObject({ kind: 'rewrite', target: 'https://render.example/de/blog/search' });
    expect(config.overrides['de/pricing/index.html']).toEqual({ path: 'de/pricing', contentType: 'text/html; charset=utf-8' });
  });
});
