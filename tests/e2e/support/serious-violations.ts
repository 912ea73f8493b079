import type { Page } from '@playwright/test';
import axe from 'axe-core';

type ScanOptions = {
  /**
   * Limits the scan to a part of the page: the shell (header, footer, cookie banner) is the same on every template,
   * so accessibility.spec.ts checks it whole once per direction and the templates by their `main`.
   */
  readonly within?: string;
  /**
   * Waits for the network to go quiet first, so an app page's data is on screen. A document served with the app's
   * scripts held back is complete at its load event, and the wait would only add its half second.
   */
  readonly afterNetworkIdle?: boolean;
};

/**
 * axe-core in every page of a context, before the page's own scripts (`context.addInitScript(axeInitScript)`):
 * a spec that scans page after page saves the injection a scan otherwise makes. Scripts added this way are not
 * subject to the page's CSP.
 */
export const axeInitScript = { content: axe.source };

/**
 * The page's serious and critical axe-core violations, each as "rule: selectors" for a readable failure.
 * axe runs in the page itself and only violations come back, already reduced to those strings: a third-party
 * wrapper (@axe-core/playwright) opened a blank page per scan to merge per-frame results and serialised every
 * result, which made each scan three times as slow here, and the site has no cross-origin frames to merge.
 */
export async function seriousViolations(page: Page, { within, afterNetworkIdle = true }: ScanOptions = {}): Promise<string[]> {
  if (afterNetworkIdle) await page.waitForLoadState('networkidle');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (selector) => {
    // Colours are measured as painted: a banner still fading in reads as low contrast, so entrances finish first.
    const entrances = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(entrances.map((animation) => animation.finished.catch(() => undefined)));
    const scanner = (window as unknown as { axe: typeof axe }).axe;
    const results = await scanner.run(selector === undefined ? document : { include: [[selector]] }, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, within);
}
