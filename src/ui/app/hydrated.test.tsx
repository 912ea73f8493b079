import { describe, expect, it } from 'vitest';
import { markPageHydrated, whenPageHydrated } from './hydrated.ts';

describe('the page-hydrated mark', () => {
  it('resolves a wait begun before the mark once the page is marked', async () => {
    const root = document.createElement('html');
    let resolved = false;
    const waited = whenPageHydrated(root).then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    markPageHydrated(root);
    await waited;
    expect(root.getAttribute('data-hydrated')).toBe('true');
  });

  it('resolves at once on a page already marked', async () => {
    const root = document.createElement('html');
    markPageHydrated(root);
    await expect(whenPageHydrated(root)).resolves.toBeUndefined();
  });
});
