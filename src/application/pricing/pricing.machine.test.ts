import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import type { CatalogPlan } from '../catalog/catalog.port.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import { pricingMachine, type PricingEvent, type PricingOffer } from './pricing.machine.ts';

const plan = (id: string, months: number, discount: string): CatalogPlan => ({
  id,
  productId: id,
  name: id,
  months,
  trialDays: 0,
  renewalAmount: 10,
  price_amount: 10,
  price_unit: 'month',
  price_discount_amount: 10,
  price_deduction_amount: 0,
  trial_price: 0,
  money: 10,
  currency: 'USD',
  currencySymbol: '$',
  discount_percent: discount,
});
const offer = (country: string): PricingOffer => ({
  plans: [plan('1m', 1, '0%'), plan('2y', 24, '70%'), plan('1y', 12, '54%')],
  providers: ['so', 'ps'],
  visitor: { ip: '203.0.113.7', country, countryCode: 'XX' },
  partnerReferral: false,
});
const loaded = (country: string) => ({ type: 'xstate.done.actor.loadOffer', output: { kind: 'ok', value: offer(country) } }) as unknown as PricingEvent;

describeMachinePaths(pricingMachine, {
  events: [
    loaded('United States'),
    loaded('China'),
    { type: 'xstate.done.actor.loadOffer', output: { kind: 'unavailable', reason: 'network' } } as unknown as PricingEvent,
    { type: 'user.retry' },
    { type: 'user.selectPlan', planId: '1m' },
  ],
  inputs: [{}],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot.context as { selectedPlanId?: string }).selectedPlanId]),
});

const loading = (outcome: ApiOutcome<PricingOffer>, input: { preferredPlanId?: string } = {}) =>
  createActor(pricingMachine.provide({ actors: { loadOffer: fromPromise<ApiOutcome<PricingOffer>, void>(async () => outcome) } }), { input }).start();

describe('pricing machine', () => {
  it('chooses the longest plan by default and shows the largest discount, never below 59', async () => {
    const actor = loading({ kind: 'ok', value: offer('United States') });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({ selectedPlanId: '2y', discountPercent: 70 });
  });

  it('keeps a plan the visitor asked for in the link', async () => {
    const actor = loading({ kind: 'ok', value: offer('Germany') }, { preferredPlanId: '1y' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.selectedPlanId).toBe('1y');
  });

  it('blocks purchase for a visitor whose country contains china', async () => {
    const actor = loading({ kind: 'ok', value: offer('Hong Kong, China') });
    await waitFor(actor, (s) => s.matches('blocked'));
  });

  it('offers a retry when prices cannot be loaded', async () => {
    const actor = loading({ kind: 'unavailable', reason: 'timeout' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe('unavailable');
  });
});
