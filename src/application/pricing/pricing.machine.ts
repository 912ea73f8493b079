import { assign, setup } from 'xstate';
import { defaultPlanId, displayedDiscountPercent, isChinaBlocked, type PaymentProvider } from '../../domain/index.ts';
import type { CatalogPlan } from '../catalog/catalog.port.ts';
import { unprovided } from '../machines/unprovided.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import type { VisitorGeo } from '../ports/geo.port.ts';
import { lazyMachine } from '../lazy-machine.ts';

export type PricingOffer = {
  readonly plans: readonly CatalogPlan[];
  readonly providers: readonly PaymentProvider[];
  readonly visitor: VisitorGeo;
  /** SPEC §6: affiliate cookies mark a channel-partner visitor; checkout says so. */
  readonly partnerReferral: boolean;
};

export type PricingContext = {
  offer: PricingOffer | undefined;
  selectedPlanId: string | undefined;
  discountPercent: number;
  failure: 'unavailable' | 'rateLimited' | undefined;
};

export type PricingEvent = { type: 'user.selectPlan'; planId: string } | { type: 'user.retry' };

/** Why an offer did not load, as the pricing page and the checkout explain it. */
export function offerFailure(outcome: ApiOutcome<unknown>): 'unavailable' | 'rateLimited' {
  return outcome.kind === 'rateLimited' ? 'rateLimited' : 'unavailable';
}

/**
 * The pricing page: plans re-priced for the visitor's country (SPEC §7), the discount shown (floor 59),
 * and purchase blocked for a visitor in China (SPEC §5) with an explanation instead of a dead button.
 */
export const pricingMachine = lazyMachine(() =>
  setup({
    types: { context: {} as PricingContext, events: {} as PricingEvent, input: {} as { preferredPlanId?: string | undefined } },
    actors: {
      loadOffer: unprovided<ApiOutcome<PricingOffer>, void>('loadOffer'),
    },
    guards: {
      blocked: ({ context }) => isChinaBlocked(context.offer?.visitor.country),
    },
  }).createMachine({
    id: 'pricing',
    description: 'Plans in the visitor’s currency, a chosen plan, and whether the visitor may buy.',
    context: ({ input }) => ({ offer: undefined, selectedPlanId: input.preferredPlanId, discountPercent: displayedDiscountPercent([]), failure: undefined }),
    initial: 'loading',
    states: {
      loading: {
        description: 'Plans, localised prices, payment options and the visitor’s country.',
        invoke: {
          id: 'loadOffer',
          src: 'loadOffer',
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'ok',
              target: 'deciding',
              description: 'offer loaded',
              actions: assign(({ event, context }) => {
                if (event.output.kind !== 'ok') return {};
                const offer = event.output.value;
                const known = offer.plans.some((plan) => plan.id === context.selectedPlanId);
                return { offer, discountPercent: displayedDiscountPercent(offer.plans), selectedPlanId: known ? context.selectedPlanId : defaultPlanId(offer.plans), failure: undefined };
              }),
            },
            { target: 'failed', actions: assign({ failure: ({ event }) => offerFailure(event.output) }) },
          ],
          onError: { target: 'failed', actions: assign({ failure: 'unavailable' }) },
        },
      },
      deciding: {
        always: [{ guard: 'blocked', target: 'blocked' }, { target: 'ready' }],
      },
      ready: {
        description: 'The visitor compares plans and may buy.',
        on: { 'user.selectPlan': { actions: assign({ selectedPlanId: ({ event }) => event.planId }) } },
      },
      blocked: {
        description: 'SPEC §5: the visitor’s country contains “china”: plans are shown, purchase is not offered.',
        on: { 'user.selectPlan': { actions: assign({ selectedPlanId: ({ event }) => event.planId }) } },
      },
      failed: {
        description: 'The prices could not be loaded; the visitor can try again.',
        on: { 'user.retry': { target: 'loading' } },
      },
    },
  }),
);
