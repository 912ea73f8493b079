// What the bench measures in a real Chromium driven by Playwright (issue 17), beside Lighthouse's simulation: the
// JavaScript a page transfers before any interaction, and the time from a click on a link to the next page's LCP.
// @playwright/test comes from the root package.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumPath } from './chromium.ts';

/**
 * "Idle" (issue 17, item 4): the load event has fired and then no request has been in flight for IDLE_QUIET_MS, with
 * no input given. Islands hydrated when visible or when the browser is idle have then fetched their code; those
 * hydrated at the first interaction have not. A page that never goes quiet is cut off at IDLE_LIMIT_MS.
 */
export const IDLE_QUIET_MS = 2000;
const IDLE_LIMIT_MS = 30_000;
/** Lighthouse's mobile screen (Moto G Power), so what hydrates when visible is what Lighthouse's page shows. */
const MOBILE_VIEWPORT = { width: 412, height: 823 };
/** The navigations are timed on a desktop screen, where the header's links are shown without opening a menu. */
const DESKTOP_VIEWPORT = { width: 1350, height: 940 };
/** A visitor's pointer rests on a link before clicking it; hover-triggered speculation needs it (Chromium: 200 ms). */
const HOVER_BEFORE_CLICK_MS = 300;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ['--disable-background-networking', '--disable-component-update'] });
}

/** Counts requests in flight through the DevTools protocol, whose `encodedDataLength` is the bytes on the wire. */
async function watchNetwork(context: BrowserContext, page: Page) {
  const session = await context.newCDPSession(page);
  const inFlight = new Set<string>();
  const scripts = new Map<string, string>();
  const scriptBytes = new Map<string, number>();
  let lastActivity = Date.now();
  session.on('Network.requestWillBeSent', (event) => {
    inFlight.add(event.requestId);
    if (event.type === 'Script') scripts.set(event.requestId, event.request.url);
    lastActivity = Date.now();
  });
  session.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.set(event.requestId, event.response.url);
  });
  session.on('Network.loadingFinished', (event) => {
    inFlight.delete(event.requestId);
    if (scripts.has(event.requestId)) scriptBytes.set(event.requestId, event.encodedDataLength);
    lastActivity = Date.now();
  });
  session.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
  });
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  return {
    /** Resolves once the network has been quiet for IDLE_QUIET_MS (the caller has waited for the load event). */
    async idle(): Promise<{ quiet: boolean }> {
      const started = Date.now();
      while (Date.now() - started < IDLE_LIMIT_MS) {
        if (inFlight.size === 0 && Date.now() - lastActivity >= IDLE_QUIET_MS) return { quiet: true };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return { quiet: false };
    },
    scriptBytes: () => [...scriptBytes.values()].reduce((sum, bytes) => sum + bytes, 0),
    scriptCount: () => scriptBytes.size,
  };
}

export type JsBeforeInteraction = { bytes: number; scripts: number; quiet: boolean };

/** The scripts a fresh visitor (no cache, no cookies) transfers from navigation start until the page is idle. */
export async function jsBeforeInteraction(browser: Browser, url: string): Promise<JsBeforeInteraction> {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const network = await watchNetwork(context, page);
    await page.goto(url, { waitUntil: 'load' });
    const { quiet } = await network.idle();
    return { bytes: network.scriptBytes(), scripts: network.scriptCount(), quiet };
  } finally {
    await context.close();
  }
}

/**
 * How the second page came: `document` (a page load, prerendered or not) or `client` (today's app router, which
 * renders the next page in the same document once the app has booted).
 */
export type NavigationRun = { ms: number; mode: 'document' | 'client'; prerendered: boolean };

/**
 * Time from the click on the link to `to` in page `from` until `to` has painted: for a page load, its LCP (counted from
 * its activation when it was prerendered, since a prerendered page paints before it is shown); for a navigation by
 * the client router, where no new LCP is reported after an input, the first frame after `to`'s heading replaced
 * `from`'s. Both ends are read on the same clock (performance.timeOrigin + performance.now()). Page `from` is
 * left to go idle first, as a reader would; the pointer rests on the link for HOVER_BEFORE_CLICK_MS before the click.
 */
export async function navigationTime(browser: Browser, origin: string, from: string, to: string): Promise<NavigationRun> {
  const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT });
  try {
    const page = await context.newPage();
    const network = await watchNetwork(context, page);
    await page.goto(`${origin}${from}`, { waitUntil: 'load' });
    await network.idle();
    await page.evaluate((target) => {
      const marked = window as unknown as { benchFirstDocument?: boolean; benchPainted?: number };
      marked.benchFirstDocument = true;
      const heading = document.querySelector('h1')?.textContent ?? '';
      // sessionStorage outlives a page load in the same tab, so the second document can read the click's time.
      document.addEventListener('click', () => sessionStorage.setItem('bench-click', String(performance.timeOrigin + performance.now())), { capture: true, once: true });
      new MutationObserver((_records, observer) => {
        const current = document.querySelector('h1')?.textContent ?? '';
        if (location.pathname !== target || current === heading) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (marked.benchPainted = performance.timeOrigin + performance.now())));
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, to);
    const link = page.locator(`a[href="${to}"]`).filter({ visible: true }).first();
    await link.hover();
    await page.waitForTimeout(HOVER_BEFORE_CLICK_MS);
    await link.click({ noWaitAfter: true });
    await page.waitForURL((url) => url.pathname === to);
    await page.waitForLoadState('load');
    type Painted = { end: number; clicked: number; mode: 'document' | 'client'; prerendered: boolean };
    const readPainted = () =>
      page.evaluate(
        () =>
          new Promise<Painted | false>((resolve) => {
            const marked = window as unknown as { benchFirstDocument?: boolean; benchPainted?: number };
            const clicked = Number(sessionStorage.getItem('bench-click'));
            if (marked.benchFirstDocument) {
              resolve(marked.benchPainted === undefined ? false : { end: marked.benchPainted, clicked, mode: 'client', prerendered: false });
              return;
            }
            const navigation = performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
            const activation = navigation?.activationStart ?? 0;
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              const last = list.getEntries().at(-1);
              if (last !== undefined) resolve({ end: performance.timeOrigin + Math.max(last.startTime, activation), clicked, mode: 'document', prerendered: activation > 0 });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(() => resolve(false), 200);
          }),
      );
    const deadline = Date.now() + 30_000;
    let result: Painted | false = false;
    while (result === false) {
      if (Date.now() > deadline) throw new Error(`${from} → ${to}: the second page did not paint within 30 s.`);
      // A page load that replaces the document while it is read throws; it is read again.
      result = await readPainted().catch(() => false as const);
      if (result === false) await page.waitForTimeout(100);
    }
    return { ms: result.end - result.clicked, mode: result.mode, prerendered: result.prerendered };
  } finally {
    await context.close();
  }
}
