import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
 * The page's serious and critical axe-core violations, each as "rule: selectors" for a readable failure.
 * Only violations come back with their nodes (axe's `resultTypes`): the passes are never read, and serialising
 * them was a third of each scan. Legacy mode runs axe in the page itself: the default opens a blank page per scan
 * to merge per-frame results, which doubled each scan here, and the site has no cross-origin frames to merge.
 */
export async function seriousViolations(page: Page, { within, afterNetworkIdle = true }: ScanOptions = {}): Promise<string[]> {
  if (afterNetworkIdle) await page.waitForLoadState('networkidle');
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  const results = await (within === undefined ? builder : builder.include(within)).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
