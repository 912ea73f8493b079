import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router';
import blogIndex from '../../content/blog/index.json' with { type: 'json' };
import { routeValueCatalog } from '../../src/domain/index.ts';
import { createPrerenderContainer } from '../../src/infrastructure/di/containers.ts';
import { routerSetup } from '../../src/ui/app/router-setup.ts';
import { sitePages } from '../support/site.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { htmlDocument } from '../../server/html-document.ts';
import { pageStyleElements, readBuildStylesheets, readViteManifest } from '../../server/page-assets.ts';
import { createSite, type Renderer, type SiteOptions } from '../../server/site.ts';
import { firstElementText } from '../support/html.ts';

// Issue 16 finding 6: an unknown path (or a parameter that fails validation) used to be rendered by React on the
// server's only thread, so a flood of them held every visitor up. The built site in this process (Hono's
// app.request), its renderer wrapped to count the renders the site asks for.
const distDir = join(import.meta.dirname, '../../dist');
const entry = (await import(join(distDir, 'server/entry-server.js'))) as Renderer;
const template = readFileSync(join(distDir, 'client/index.html'), 'utf8');
const manifest = readViteManifest(join(distDir, 'client'));
const { cssOf } = readBuildStylesheets(join(distDir, 'client'), manifest);

const runtimeConfig = {
  apiBase: '',
  productionHosts: [],
  compatibilityMode: false,
  challenge: { mode: 'sandbox', v2SiteKey: 'sandbox-v2', v3SiteKey: 'sandbox-v3' },
  stunServers: [],
  paymentOrigins: [],
} as const;

async function site(options: Partial<SiteOptions> & { render?: Renderer['render'] } = {}) {
  const renders: string[] = [];
  const render = options.render ?? entry.render;
  const renderer: Renderer = {
    render: (url) => {
      renders.push(url);
      return render(url);
    },
    matchRoute: entry.matchRoute,
  };
  const { app } = await createSite({ distDir, runtimeConfig, renderer, ...options });
  const get = (path: string, headers: Record<string, string> = {}) => app.request(`http://localhost${path}`, { headers });
  return { get, renders };
}

// Loading the build takes seconds: one site for the tests that only count renders.
const shared = await site();
beforeEach(() => {
  shared.renders.length = 0;
});

/** What an on-demand render of the path gave before: the document the browser hydrated without a mismatch. */
async function renderedDocument(path: string): Promise<string> {
  const result = await entry.render(`http://localhost${path}`);
  if (result.kind !== 'page') throw new Error(`${path} rendered a redirect`);
  return htmlDocument(template, result, pageStyleElements(manifest, result.pageKey, cssOf));
}

describe('an unknown path is answered without rendering the app', () => {
  it('answers the prerendered not-found page of its language, 404, and renders nothing', async () => {
    const { get, renders } = shared;
    const response = await get('/de/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="de" dir="ltr" data-mode="document" data-not-found>');
    expect(html).toContain('Unter <code>/de/no-such-page</code>');
    expect(renders).toEqual([]);
  });

  it('gives a failed validation the not-found page of its route, without rendering', async () => {
    const { get, renders } = shared;
    const response = await get('/blog/no-such-article');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(firstElementText(html, 'h1')).toBe('Page Not Found: /blog/no-such-article');
    // It stays in its route's layout, whose texts are loaded with the page's (no message ids in the blog's navigation).
    expect(html).toMatch(/class="blog-bar__home"[^>]*>Harbor VPN Blog<\/a><ul class="blog-bar__links"><li><a class="" href="\/blog\/category\/privacy"[^>]*>Privacy</);
    expect(renders).toEqual([]);
  });

  it("carries the policy of a prerendered page: exactly the hashes of the styles it inlines", async () => {
    const { get } = shared;
    const response = await get('/ar/no-such-page');
    const policy = response.headers.get('content-security-policy') ?? '';
    const styles = [...(await response.text()).matchAll(/<style data-href="[^"]+">([^]*?)<\/style>/g)].map((match) => match[1] ?? '');
    expect(styles.length).toBeGreaterThan(0);
    const styleSources = /style-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(styleSources.toSorted()).toEqual(["'self'", ...styles.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`)].toSorted());
    expect(policy).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('writes a path with markup in it escaped, in the text, the links and the island props (a document: no router state)', async () => {
    const { get } = shared;
    // The URL parser encodes <, > and " in a path; ' and & stay as they are.
    for (const path of ['/<script>alert(1)</script>', "/x'><img src=x onerror=alert(1)>&amp;", '/de/a%22b\'c&d']) {
      const html = await (await get(path)).text();
      expect(html).not.toMatch(/<script>alert|<img src=x/);
      expect(html.match(/<script[^>]*>/g)).toEqual(template.match(/<script[^>]*>/g) ?? []);
    }
    const page = await (await get("/x'&y")).text();
    expect(page).toContain('<code>/x&#x27;&amp;y</code>');
    expect(page).toContain('href="/de/x&#x27;&amp;y"');
    expect(page).toContain('&quot;href&quot;:&quot;/de/x&#x27;&amp;y&quot;');
    expect(page).not.toContain("/x'&y");
  });

  // The page the browser hydrates must be the one a render gives, or hydration mismatches (and the e2e fixture fails).
  it.each([
    '/no-such-page',
    '/de/no-such-page',
    '/ar/pricing/nothing/here',
    '/blog/a/b',
    '/features/x',
    '/Pricing/x',
    "/x'&y",
    '/%3Cscript%3Ealert(1)%3C/script%3E',
    '/%E2%82%AC/%F0%9F%98%80',
    '/de/no-such-page?ref=a&b=%22x%22',
    '/blog/no-such-article',
    '/de/blog/category/x?page=2',
    '/blog/tag/no-such-tag',
    '/pricing/checkout/3y',
    '/ja/vpn-server/mars?x=1',
    '/vpn-for-social-media/myspace',
    '/fr/download/amiga',
    '/DE/no-such-page',
    '/xx/no-such-page',
    '/de/pricing/checkout/3y?ref=1',
  ])('serves %s exactly as a render of it would be', async (path) => {
    const { get } = shared;
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(await renderedDocument(path));
  });
});

describe("the server's route match (matchRoute)", () => {
  // It matches only the path's language subtree (fast enough for a flood); the browser matches the whole tree, which
  // takes ~10 ms a call — so each route of each language is checked with its first page, and each English route with
  // its last page too, not all ~950 pages (the languages' subtrees are built from one table).
  it('picks the route the whole tree picks, for every route in every language and for unknown and odd paths', () => {
    const { routes } = routerSetup(createPrerenderContainer(routeValueCatalog(blogIndex)), 'browser');
    const odd = ['/', '/de', '/DE', '/de/', '/DE/pricing', '/dE/blog/x', '/deutsch/x', '/de-x/y', '/xx', '/ar/blog/a/b', '/Blog/More', '/pt/vpn-server/x/y', '/ja/%E2%82%AC', '/en/pricing', '/%64e/pricing'];
    const pagesByRoute = new Map<string, string[]>();
    for (const page of sitePages) {
      const key = `${page.language} ${page.route.name}`;
      pagesByRoute.set(key, [...(pagesByRoute.get(key) ?? []), page.path]);
    }
    const samples = [...pagesByRoute.entries()]
      .flatMap(([key, paths]) => [...new Set([paths[0], key.startsWith('en ') ? paths.at(-1) : undefined])])
      .filter((path) => path !== undefined);
    for (const path of [...samples, ...odd]) {
      expect(entry.matchRoute(path)?.id, path).toBe(matchRoutes(routes, path)?.at(-1)?.route.id);
    }
  });
});

describe('route rules are answered without rendering (SPEC §7)', () => {
  it.each([
    { path: '/buy', headers: {}, status: 301, location: '/pricing' },
    { path: '/de/buy?utm_source=mail', headers: {}, status: 301, location: '/de/pricing?utm_source=mail' },
    { path: '/de/buy', headers: { cookie: 'i18n_redirected=de' }, status: 301, location: '/de/pricing' },
    { path: '/ru/support', headers: {}, status: 302, location: 'https://help.harborvpn.com/hc/ru' },
    { path: '/help', headers: {}, status: 302, location: 'https://help.harborvpn.com/hc/en-us' },
  ])('$path answers $status to $location', async ({ path, headers, status, location }) => {
    const { get, renders } = shared;
    const response = await get(path, headers);
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('cache-control')).toBe(status === 301 ? 'public, max-age=3600' : 'no-store');
    expect(renders).toEqual([]);
  });

  it("sends a German visitor's /buy to the German pricing page (the language rule first, then the route rule)", async () => {
    const { get } = shared;
    const first = await get('/buy', { cookie: 'i18n_redirected=de' });
    expect([first.status, first.headers.get('location')]).toEqual([302, '/de/buy']);
    const second = await get('/de/buy', { cookie: 'i18n_redirected=de' });
    expect([second.status, second.headers.get('location')]).toEqual([301, '/de/pricing']);
  });

  it('moves a page named in other capitals to its own address, without rendering', async () => {
    const { get, renders } = shared;
    const response = await get('/DE/Pricing?plan=1y');
    expect([response.status, response.headers.get('location')]).toEqual([301, '/de/pricing?plan=1y']);
    expect(renders).toEqual([]);
  });
});

describe('what is still rendered on demand is bounded and cached', () => {
  it('renders a blog search once, then answers it from the cache', async () => {
    const { get, renders } = shared;
    const first = await get('/blog/search?q=wifi');
    expect(first.status).toBe(200);
    const second = await get('/blog/search?q=wifi');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(renders).toEqual(['http://localhost/blog/search?q=wifi']);
  });

  it('answers 503 with Retry-After beyond the renders running and waiting, and the rest once their turn comes', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { get, renders } = await site({
      renderLimits: { concurrency: 1, queue: 1, cacheEntries: 10, cacheSize: 1_000_000 },
      render: async (url) => {
        await held;
        return entry.render(url);
      },
    });
    const first = get('/blog/search?q=one');
    const second = get('/blog/search?q=two');
    const third = await get('/blog/more?page=2');
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('2');
    release();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
    expect(renders).toHaveLength(2);
  }, 30_000);
});
