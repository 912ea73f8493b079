import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's serious and critical axe-core violations, each as "rule: selectors" for a readable failure.
 * `within` limits the scan to a part of the page: the shell (header, footer, cookie banner) is the same on every
 * template, so accessibility.spec.ts checks it whole once per direction and the templates by their `main`.
 * Only violations come back with their nodes (axe's `resultTypes`): the passes are never read, and serialising
 * them was a third of each scan.
 */
export async function seriousViolations(page: Page, { within }: { within?: string } = {}): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (within === undefined ? builder : builder.include(within)).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
