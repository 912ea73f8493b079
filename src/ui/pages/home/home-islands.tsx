// The home page's islands (issue 17): each is hydrated on its own on the document page, so each takes plain props.
import { useActorRef } from '@xstate/react';
import { useCallback } from 'react';
import { TOKENS } from '../../../application/tokens.ts';
import { languageTag, localizedPath, seasonalPieceAt, type Language } from '../../../domain/index.ts';
import { useHydrated } from '../../app/hydrated.ts';
import { useDeferredModel } from '../../app/use-deferred-model.ts';
import { useInjection } from '../../di/container-context.tsx';
import { selectPricing } from '../pricing/pricing.selectors.ts';
import { PricingTeaser } from './pricing-teaser.view.tsx';
import { SeasonalBanner } from './seasonal-banner.view.tsx';

export type HomePricingTeaserProps = { readonly language: Language; readonly pricingHref: string };

/**
 * The plan switcher follows the pricing machine on its own: prices arriving, or a plan chosen, re-render
 * the switcher and not the whole page (issue 7: that re-render was a long task on a phone).
 */
export function HomePricingTeaser({ language, pricingHref }: HomePricingTeaserProps) {
  const tag = languageTag(language);
  const pricing = useActorRef(useInjection(TOKENS.PricingMachine), { input: { preferredPlanId: undefined } });
  const model = useDeferredModel(pricing, selectPricing, tag);
  const checkoutHref = useCallback((planId: string) => localizedPath(language, `/pricing/checkout/${planId}`), [language]);
  const onSelect = useCallback((planId: string) => pricing.send({ type: 'user.selectPlan', planId }), [pricing]);
  const onRetry = useCallback(() => pricing.send({ type: 'user.retry' }), [pricing]);
  return <PricingTeaser model={model} checkoutHref={checkoutHref} pricingHref={pricingHref} onSelect={onSelect} onRetry={onRetry} />;
}

/** The seasonal promotion of today, once hydrated: the prerendered page cannot know the visitor's date. */
export function HomeSeasonalBanner({ pricingHref }: { pricingHref: string }) {
  const hydrated = useHydrated();
  return <SeasonalBanner piece={hydrated ? seasonalPieceAt(new Date()) : undefined} pricingHref={pricingHref} />;
}

