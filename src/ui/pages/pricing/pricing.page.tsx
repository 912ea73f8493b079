import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { TOKENS } from '../../../application/tokens.ts';
import type { offerCountdownMachine } from '../../../application/promotion/offer-countdown.machine.ts';
import listPrices from '../../../../content/pricing/list-prices.json';
import {
  absoluteUrl,
  BRAND_NAME,
  canonicalUrl,
  countdown as countdownParts,
  DEFAULT_SHARE_IMAGE,
  languageTag,
  listPriceOffers,
  localizedPath,
  numberFormat,
  productJsonLd,
} from '../../../domain/index.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy, PageHeadContext, PageHeadExtras } from '../../app/page-module.ts';
import { useInjection } from '../../di/container-context.tsx';
import { useDeferredModel } from '../../app/use-deferred-model.ts';
import { selectPricing } from './pricing.selectors.ts';
import { OfferBanner, PricingView, type OfferModel } from './pricing.view.tsx';

const COPY: PageCopy = {
  title: msg`Pricing`,
  heading: msg`Choose your plan`,
  description: msg`Every plan includes all features, all server locations and a 30-day money-back guarantee. Longer plans cost less per month.`,
};

export const copy = (): PageCopy => COPY;

/** A term as Intl names it in the page's language ('1 year', '2 Jahre'), with no catalogue needed. */
function termName(months: number, locale: string): string {
  const [value, unit] = months % 12 === 0 ? [months / 12, 'year'] : [months, 'month'];
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * Issue 6: Product structured data with one USD offer per plan at list price, from the same file the
 * sandbox catalogue prices from (the prerenderer has no API to ask).
 */
export const head = ({ language, i18n, origin }: PageHeadContext): PageHeadExtras => ({
  structuredData: [
    productJsonLd({
      name: BRAND_NAME,
      description: i18n._(COPY.description),
      brand: BRAND_NAME,
      image: absoluteUrl(origin, DEFAULT_SHARE_IMAGE.url),
      offers: listPriceOffers(listPrices, 'USD').map((offer) => ({
        name: `${BRAND_NAME} · ${termName(offer.months, languageTag(language))}`,
        price: offer.price,
        currency: offer.currency,
        url: `${canonicalUrl(origin, language, '/pricing')}?plan=${offer.planId}`,
      })),
    }),
  ],
});

/**
 * The countdown's ticks re-render the banner alone (issue 7: a tick that re-rendered the page and its head
 * every second was a long task on a phone).
 */
function PricingOfferBanner({ countdown }: { countdown: ActorRefFrom<typeof offerCountdownMachine> }) {
  const offer = useSelector(
    countdown,
    (snapshot): OfferModel => {
      const current = snapshot.context.offer;
      return current === undefined ? undefined : { name: current.name, countdown: countdownParts(snapshot.context.clock, current.endsAt) };
    },
    (a, b) => a?.name === b?.name && a?.countdown.seconds === b?.countdown.seconds && a?.countdown.minutes === b?.countdown.minutes,
  );
  return <OfferBanner offer={offer} />;
}

/** The page owns the pricing and countdown actors; the views render their snapshots. */
export function Page() {
  const { heading, lead, data } = usePage(copy);
  const [search] = useSearchParams();
  const machine = useInjection(TOKENS.PricingMachine);
  const pricing = useActorRef(machine, { input: { preferredPlanId: search.get('plan') ?? undefined } });
  const model = useDeferredModel(pricing, selectPricing, languageTag(data.language));
  // Started after hydration (useActorRef starts in an effect), so the prerendered page and the first render agree.
  const countdown = useActorRef(useInjection(TOKENS.OfferCountdownMachine), { input: { now: () => Date.now() } });
  // Stable across re-renders, so the memoised cards and breakdown are skipped when their plan is unchanged.
  const checkoutHref = useCallback((planId: string) => localizedPath(data.language, `/pricing/checkout/${planId}`), [data.language]);
  const onSelect = useCallback((planId: string) => pricing.send({ type: 'user.selectPlan', planId }), [pricing]);
  const onRetry = useCallback(() => pricing.send({ type: 'user.retry' }), [pricing]);
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <PricingView
        model={model}
        offerBanner={<PricingOfferBanner countdown={countdown} />}
        checkoutHref={checkoutHref}
        moneyBackHref={localizedPath(data.language, '/terms-of-service')}
        onSelect={onSelect}
        onRetry={onRetry}
      />
    </>
  );
}
