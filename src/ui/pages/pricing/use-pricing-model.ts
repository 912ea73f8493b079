import { useSelector } from '@xstate/react';
import { useDeferredValue, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { pricingMachine } from '../../../application/pricing/pricing.machine.ts';
import { selectPricing, type PricingViewModel } from './pricing.selectors.ts';

/**
 * The pricing machine's snapshot as the plan cards' model, rendered behind the machine: prices arriving
 * (or a plan chosen) re-render in a transition, which React does in slices that yield to the browser, and
 * formatting the prices is part of that render rather than of the store update. Rendered at once, the cards
 * in a dozen formats were one long task on a phone (issue 7: Total Blocking Time).
 */
export function usePricingModel(pricing: ActorRefFrom<typeof pricingMachine>, localeTag: string): PricingViewModel {
  const snapshot = useSelector(pricing, (current) => current);
  const shown = useDeferredValue(snapshot);
  return useMemo(() => selectPricing(shown, localeTag), [shown, localeTag]);
}
