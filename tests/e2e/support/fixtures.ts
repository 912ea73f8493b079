// The browser tests' shared fixtures: every spec imports `test` and `expect` from here, not from @playwright/test.
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, dismissalKey, type PopupName } from '../../../src/domain/index.ts';
import { expectHydrated } from './hydration.ts';

const POPUPS: readonly PopupName[] = ['weekend', 'workday', 'mobileDaily', 'festival'];

type Options = {
  /**
   * Console errors a test provokes on purpose (a 404 page's own status, an injected API fault, an aborted script),
   * each matched against the message text. Everything else a page logs as an error fails the test. Set it with
   * `test.use(allowConsoleErrors(…))`: an object, because Playwright reads an array option as [value, options].
   */
  readonly allowedConsoleErrors: { readonly patterns: readonly RegExp[] };
};

export const allowConsoleErrors = (...patterns: RegExp[]): Partial<Options> => ({ allowedConsoleErrors: { patterns } });

type Fixtures = {
  /** A page whose visitor has answered the cookie question (rejected) and closed today's promotion popups. */
  readonly settledPage: Page;
};

/** Chromium's own line for a response with an error status; a test that asks for one allows it by status. */
export const failedResource = (status: number): RegExp => new RegExp(`Failed to load resource: the server responded with a status of ${status}`);

const API_PATH = /^\/(?:api|ws|l10n)\//;
const CLIENT_ERROR_ANSWER = /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * An API's 4xx answer is an outcome the app handles by contract (SPEC §8: a wrong password, a signed-out session,
 * a declined order), yet Chromium logs each one as an error. A failed script, stylesheet, image or page is a defect.
 */
function isApiRefusal(message: ConsoleMessage): boolean {
  if (!CLIENT_ERROR_ANSWER.test(message.text())) return false;
  const url = message.location().url;
  return url !== '' && API_PATH.test(new URL(url).pathname);
}

export const test = base.extend<Options & Fixtures>({
  allowedConsoleErrors: [{ patterns: [] }, { option: true }],

  // On the context, so pages a test opens itself (browser.newPage is another context; context.newPage is not) are watched too.
  context: async ({ context, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    const allowed = (text: string) => allowedConsoleErrors.patterns.some((pattern) => pattern.test(text));
    context.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' && !allowed(message.text()) && !isApiRefusal(message)) problems.push(`console.error on ${message.page()?.url() ?? '?'}: ${message.text()}`);
    });
    context.on('weberror', (error) => {
      const text = error.error().message;
      if (!allowed(text)) problems.push(`page error on ${error.page()?.url() ?? '?'}: ${text}`);
    });
    await use(context);
    expect(problems, 'the pages logged errors').toEqual([]);
  },

  settledPage: async ({ page }, use) => {
    await settle(page);
    await use(page);
  },
});

export { expect };

/** Answers the cookie question and closes today's popups before any script of the page runs, on every navigation. */
export async function settle(page: Page): Promise<void> {
  await page.addInitScript(
    ({ consentKey, popupKeys }) => {
      // The page's own clock: a test that fakes the date closes the popups of that day.
      const now = new Date();
      const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
      localStorage.setItem(consentKey, 'rejected');
      for (const key of popupKeys) localStorage.setItem(key, today);
    },
    { consentKey: CONSENT_STORAGE_KEY, popupKeys: POPUPS.map(dismissalKey) },
  );
}

/** Opens a path and waits until the app has taken over the prerendered page. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expectHydrated(page);
}
