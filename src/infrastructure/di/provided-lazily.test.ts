import { describe, expect, it, vi } from 'vitest';
import { providedLazily } from './provided-lazily.ts';

describe('providedLazily', () => {
  it('builds a machine only when first asked for, and only once', () => {
    const buildPricing = vi.fn(() => ({ id: 'pricing' }));
    const buildCheckout = vi.fn(() => ({ id: 'checkout' }));
    const machines = providedLazily({ pricing: buildPricing, checkout: buildCheckout });
    expect(buildPricing).not.toHaveBeenCalled();
    expect(machines.pricing).toBe(machines.pricing);
    expect(machines.pricing.id).toBe('pricing');
    expect(buildPricing).toHaveBeenCalledTimes(1);
    expect(buildCheckout).not.toHaveBeenCalled();
  });
});
