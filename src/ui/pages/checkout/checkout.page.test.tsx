import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { renderPage } from '../../../../tests/support/render-page.tsx';
import type { CatalogPlan } from '../../../application/catalog/catalog.port.ts';
import { checkoutMachine, type CheckoutEvent } from '../../../application/checkout/checkout.machine.ts';
import type { CreatePurchaseOutcome, PrepurchaseOutcome, PurchaseInput, SignUpOutcome } from '../../../application/checkout/checkout.types.ts';
import type { ApiOutcome } from '../../../application/ports/api-outcome.ts';
import type { PricingOffer } from '../../../application/pricing/pricing.machine.ts';
import { TOKENS } from '../../../application/tokens.ts';
import type { PaymentProvider } from '../../../domain/index.ts';
import { Page } from './checkout.page.tsx';

const YEARLY: CatalogPlan = {
  id: '1y',
  productId: '502',
  name: '1 year',
  months: 12,
  trialDays: 7,
  renewalAmount: 71.88,
  price_amount: 155.88,
  price_unit: 'year',
  price_discount_amount: 71.88,
  price_deduction_amount: 84,
  trial_price: 0,
  money: 71.88,
  currency: 'USD',
  currencySymbol: '$',
  discount_percent: '54%',
};

const OFFER: PricingOffer = {
  plans: [YEARLY],
  providers: ['ps', 'rz', 'pd'],
  visitor: { ip: '203.0.113.7', country: 'United States', countryCode: 'US' },
  partnerReferral: false,
};

type OverlayInput = { provider: PaymentProvider; orderId: string };
type Fakes = {
  readonly country?: string;
  /** The offer's answers, in turn (the last one repeats); by default the offer for `country`. */
  readonly offers?: readonly ApiOutcome<PricingOffer>[];
  readonly signUp?: SignUpOutcome;
  readonly purchase?: CreatePurchaseOutcome;
  /** How the provider's overlay ends, once it is open. */
  readonly overlayEnds?: 'provider.completed' | 'provider.dismissed';
};

/** The checkout page's two machines, their ports answered by typed fakes. */
function fakes({ country = 'United States', offers, signUp = { kind: 'signedUp', token: 'anon' }, purchase, overlayEnds = 'provider.dismissed' }: Fakes = {}) {
  const answers = [...(offers ?? [{ kind: 'ok', value: { ...OFFER, visitor: { ...OFFER.visitor, country } } }])];
  const loadOffer = vi.fn(async (): Promise<ApiOutcome<PricingOffer>> => (answers.length > 1 ? answers.shift() : answers[0]) as ApiOutcome<PricingOffer>);
  const showPayStatus = vi.fn();
  const createPurchase = vi.fn(async (_: { input: PurchaseInput }): Promise<CreatePurchaseOutcome> => purchase ?? { kind: 'created', orderId: 'ord_1', value: { status: 'pending', success: false } });
  const openOverlay = vi.fn();
  const goToPaymentPage = vi.fn();
  const container = new Container();
  container.bind(TOKENS.CheckoutMachine).toConstantValue(
    checkoutMachine.provide({
      actors: {
        loadOffer: fromPromise<ApiOutcome<PricingOffer>, void>(loadOffer),
        signUpAnonymously: fromPromise<SignUpOutcome, void>(async () => signUp),
        prepurchase: fromPromise<PrepurchaseOutcome, { provider: PaymentProvider; planId: string; trial: boolean }>(async () => ({ kind: 'ready', prepurchaseId: 'pre_1' })),
        createPurchase: fromPromise<CreatePurchaseOutcome, PurchaseInput>(createPurchase),
        runOverlay: fromCallback<EventObject, OverlayInput, CheckoutEvent>(({ input, sendBack }) => {
          openOverlay(input);
          queueMicrotask(() => sendBack({ type: overlayEnds }));
        }),
      },
      actions: {
        startSession: () => undefined,
        forgetOrder: () => undefined,
        goToPaymentPage: (_, params) => goToPaymentPage(params),
        showPayStatus: (_, order) => showPayStatus(order),
        showWelcome: () => undefined,
        userInfoChanged: () => undefined,
        track: () => undefined,
      },
    }),
  );
  return { container, loadOffer, createPurchase, openOverlay, goToPaymentPage, showPayStatus };
}

function renderCheckout(doubles: ReturnType<typeof fakes>, url = '/pricing/checkout/1y') {
  return renderPage(Page, { container: doubles.container, url, path: '/pricing/checkout/:id', routeName: 'checkout' });
}

const payButton = () => screen.getByRole('button', { name: 'Pay $71.88 securely' });

/** Waits for the offer, picks the overlay provider and pays. */
async function payWithOverlay() {
  await userEvent.click(await screen.findByRole('radio', { name: 'UPI, cards and net banking' }));
  await userEvent.click(payButton());
}

describe('the checkout page', () => {
  it('keeps the plan when the visitor dismisses the overlay, says so, and "Choose again" offers Pay again', async () => {
    const doubles = fakes();
    renderCheckout(doubles);
    await payWithOverlay();
    const cancelled = await screen.findByRole('status');
    expect(cancelled.textContent).toContain('You cancelled the payment. Your plan is still here');
    expect(doubles.openOverlay).toHaveBeenCalledWith({ provider: 'rz', orderId: 'ord_1' });
    expect(screen.getByRole('heading', { name: 'Harbor VPN for 1 year' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();

    await userEvent.click(within(cancelled).getByRole('button', { name: 'Choose again' }));
    expect(payButton()).toHaveProperty('disabled', false);
    expect(screen.getByRole('radio', { name: 'UPI, cards and net banking' })).toHaveProperty('checked', true);
  });

  it('makes one purchase of a double click on Pay, and shows the visitor it is under way', async () => {
    const doubles = fakes({ purchase: { kind: 'created', orderId: 'ord_1', value: { web_url: 'https://pay.example/ord_1' } } });
    renderCheckout(doubles);
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Pay $71.88 securely' }));
    const busy = await screen.findByRole('button', { name: 'Taking you to payment…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(doubles.createPurchase).toHaveBeenCalledTimes(1);
    expect(doubles.goToPaymentPage).toHaveBeenCalledWith({ url: 'https://pay.example/ord_1' });
  });

  it('hands the order to /paystatus once the overlay completes, and keeps Pay busy meanwhile', async () => {
    const doubles = fakes({ overlayEnds: 'provider.completed' });
    renderCheckout(doubles, '/pricing/checkout/1y?trial=1');
    await userEvent.click(await screen.findByRole('radio', { name: 'UPI, cards and net banking' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start my free trial' }));
    expect(await screen.findByRole('button', { name: 'Taking you to payment…' })).toHaveProperty('disabled', true);
    expect(doubles.showPayStatus).toHaveBeenCalledWith({ orderId: 'ord_1', provider: 'rz', planId: '1y', trial: true });
  });

  it('says a plan that is no longer offered is not, and shows the way to the plans', async () => {
    renderCheckout(fakes({ offers: [{ kind: 'ok', value: { ...OFFER, plans: [{ ...YEARLY, id: '1m', months: 1 }] } }] }));
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe('This plan is no longer offered. See the plans to choose another.');
    expect(within(note).getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('says when the prices cannot be loaded, and "Try again" loads them', async () => {
    const doubles = fakes({ offers: [{ kind: 'unavailable', reason: 'network' }, { kind: 'ok', value: OFFER }] });
    renderCheckout(doubles);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load prices. Check your connection and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay $71.88 securely' })).toHaveProperty('disabled', false);
    expect(doubles.loadOffer).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['the API refuses the purchase', { purchase: { kind: 'failed', message: 'That idempotency_key was already used for a different purchase.' } }, 'That idempotency_key was already used for a different purchase.'],
    ['the API cannot be reached', { purchase: { kind: 'failed', message: 'unavailable' } }, 'The payment could not be started. Nothing was charged. Please try again.'],
    ['the robot check fails at sign-up', { signUp: { kind: 'challengeFailed' } }, 'We could not confirm you are not a robot. Reload the page and try again.'],
  ] satisfies [string, Fakes, string][])('shows why nothing started when %s, and "Try again" offers Pay again', async (_, setup, shown) => {
    renderCheckout(fakes(setup));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $71.88 securely' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(shown);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(payButton()).toHaveProperty('disabled', false);
  });

  it('explains that purchases are not available to a visitor in China, and offers no way to pay', async () => {
    const doubles = fakes({ country: 'China' });
    renderCheckout(doubles);
    expect((await screen.findByRole('note')).textContent).toBe('Purchases are not available in your region. Local regulations do not allow us to sell subscriptions there.');
    expect(screen.getByRole('heading', { name: 'Harbor VPN for 1 year' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });
});
