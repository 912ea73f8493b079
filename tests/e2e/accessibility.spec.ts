import type { Page, Request } from '@playwright/test';
import blogIndex from '../../content/blog/index.json' with { type: 'json' };
import { localizedPath, type Language } from '../../src/domain/index.ts';
import { translated } from '../support/catalog.ts';
import { anonymousAccount } from './support/api.ts';
import { allowConsoleErrors, expect, failedResource, gotoHydrated, test } from './support/fixtures.ts';
import { axeInitScript, seriousViolations } from './support/serious-violations.ts';

// axe once per template, left to right (English) and right to left (Arabic): the templates share the shell, so
// another language of the same template adds text, not structure. The free tools check axe inside their own
// journeys (tools-pages.spec.ts), once their visitor-specific results are on screen.
const firstArticle = (blogIndex.blogByLanguage as Record<string, readonly string[] | undefined>)['en']?.[0] ?? '';

const DIRECTIONS: readonly { readonly language: Language; readonly dir: string }[] = [
  { language: 'en', dir: 'left to right' },
  { language: 'ar', dir: 'right to left' },
];

/**
 * Content pages are documents: the prerendered HTML is what the visitor reads, and the app changes none of it
 * (the cookie banner and the popups it adds are checked below, on the shell). So they are checked as served, with
 * the app's scripts held back: the cheapest look at every document template. (axe itself runs through the
 * DevTools protocol, so the page keeps JavaScript on.)
 */
const DOCUMENTS: readonly { readonly name: string; readonly path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'features', path: '/features' },
  { name: 'what-is-vpn', path: '/what-is-vpn' },
  { name: 'aboutus', path: '/aboutus' },
  { name: 'vpn-trial', path: '/vpn-trial' },
  { name: 'download', path: '/download' },
  { name: 'download-product', path: '/download/lg-tv' },
  { name: 'vpn-server', path: '/vpn-server' },
  { name: 'vpn-server-region', path: '/vpn-server/india-vpn' },
  { name: 'vpn-for-social-media', path: '/vpn-for-social-media' },
  { name: 'vpn-for-social-media-id', path: '/vpn-for-social-media/whatsapp' },
  // The policy documents (terms, privacy, accessibility…) share one template; the cookie policy adds its table and
  // the consent panel, so it stands for them all.
  { name: 'policy', path: '/cookie-policy-2025' },
  { name: 'affiliate', path: '/affiliate' },
  { name: 'press-room', path: '/press-room' },
  { name: 'blog', path: '/blog' },
  { name: 'blog-unikey', path: `/blog/${firstArticle}` },
  { name: 'redirect', path: '/redirect' },
  { name: 'not-found', path: '/harbour-lights' },
];

/**
 * App pages render their state in the browser (prices, forms, results): checked once the app has taken over. The blog
 * search is a document with an island, not a route of the app, so it is loaded whole.
 */
const APP_PAGES: readonly { readonly name: string; readonly path: string; readonly island?: true }[] = [
  { name: 'pricing', path: '/pricing' },
  { name: 'checkout', path: '/pricing/checkout/1y' },
  { name: 'paystatus', path: '/paystatus' },
  { name: 'paysuc', path: '/paysuc' },
  { name: 'login', path: '/login' },
  { name: 'forgetpassword', path: '/forgetpassword' },
  { name: 'resetpassword', path: '/resetpassword?email=ada%40example.com' },
  { name: 'contact-us', path: '/contact-us' },
  { name: 'blog-search', path: '/blog/search?q=vpn', island: true },
];

/** A template's own part: the shell around it is checked whole by the last tests of this file. */
async function expectNoSeriousViolation(page: Page, { afterNetworkIdle = true } = {}): Promise<void> {
  expect.soft(await seriousViolations(page, { within: 'main', afterNetworkIdle }), page.url()).toEqual([]);
}

/**
 * Templates are visited in small groups, one page each: a new browser context and renderer for every template cost
 * twice the scan itself. A failing template is reported by its address (soft assertions) and the others still run.
 */
function inGroups<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, index * size + size));
}

/**
 * A client-side navigation, as the app's links make one, finished once the route's module and data have arrived:
 * no request of the page in flight for half a second (Playwright's own network-idle state belongs to the document,
 * which a client-side navigation does not reload).
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    let quietSince = Date.now();
    await expect
      .poll(() => {
        if (inFlight.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 500;
      }, { intervals: [100] })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

const names = (group: readonly { readonly name: string }[]) => group.map((template) => template.name).join(', ');

test.beforeEach(async ({ context }) => {
  await context.addInitScript(axeInitScript);
});

test.describe('documents, as served', () => {
  test.use(allowConsoleErrors(failedResource(404)));

  test.beforeEach(async ({ page, context }) => {
    // Blocked by Chromium's network stack: a Playwright route would carry every request of the page through the
    // test process, which costs each page load a tenth more.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.setBlockedURLs', { urls: ['*/assets/*.js'] });
  });

  for (const group of inGroups(DOCUMENTS, 6)) {
    for (const { language, dir } of DIRECTIONS) {
      test(`${names(group)}: no serious or critical accessibility violation, ${dir}`, async ({ page }) => {
        for (const template of group) {
          await page.goto(localizedPath(language, template.path));
          // The not-found page's illustration is decoration: screen readers skip it.

          if (template.name === 'not-found') await expect(page.locator('svg.not-found__art')).toHaveAttribute('aria-hidden', 'true');
          await expectNoSeriousViolation(page, { afterNetworkIdle: false });
        }
      });
    }
  }
});

test.describe('app pages, hydrated', () => {
  // One visit per direction: the first template loads whole, the others are reached as a visitor's link reaches them,
  // inside the running app. Each renders from the same route, machine and data as when loaded whole, without paying
  // for the app's start and axe's injection nine times.
  for (const { language, dir } of DIRECTIONS) {
    test(`${names(APP_PAGES)}: no serious or critical accessibility violation, ${dir}`, async ({ page }) => {
      let heading: string | undefined;
      for (const template of APP_PAGES) {
        const path = localizedPath(language, template.path);
        if (heading === undefined || template.island) {
          await gotoHydrated(page, path);
          await page.waitForLoadState('networkidle');
        } else {
          await navigateInApp(page, path);
          // Each template has its own heading: a navigation that stayed on the last page would scan it again.
          await expect(page.locator('main h1'), template.name).not.toHaveText(heading);
        }
        heading = await page.locator('main h1').innerText();
        await expectNoSeriousViolation(page, { afterNetworkIdle: false });
      }
    });
  }

  for (const { language, dir } of DIRECTIONS) {
    test(`the account template, signed in, has no serious or critical accessibility violation, ${dir}`, async ({ page, context, request }) => {
      await context.addCookies([{ name: 'token', value: await anonymousAccount(request), url: test.info().project.use.baseURL ?? '' }]);
      await page.goto(localizedPath(language, '/myaccount'));
      // The account's sections arrive after the session is read: axe must see them, not the loading state.
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoSeriousViolation(page);
    });

    // The shell every template shares, whole: header, footer and the cookie banner; then, at the weekend once the
    // question is answered, a promotion popup over the page.
    test(`the shell with its cookie banner, then a promotion popup over the page, has no serious or critical accessibility violation, ${dir}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(2026, 10, 21, 10, 0, 0));
      await gotoHydrated(page, localizedPath(language, '/'));
      const reject = page.getByRole('button', { name: translated(language, 'header', 'Reject non-essential') });
      await expect(reject).toBeVisible();
      expect.soft(await seriousViolations(page), 'with the cookie banner').toEqual([]);
      await reject.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page), 'with the promotion popup').toEqual([]);
    });
  }
});
