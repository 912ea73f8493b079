import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { TOKENS } from '../../../application/tokens.ts';
import { colourSegments, countdown, localizedPath, type Language, type PopupName } from '../../../domain/index.ts';
import { ConsentActor, MessageBoxActor, SessionActor } from '../../app/app-actors.tsx';
import { useHydrated } from '../../app/hydrated.ts';
import { PromotionPopupView, type PromotionPopupModel } from '../../components/promotion-popup/promotion-popup.view.tsx';
import { useInjection } from '../../di/container-context.tsx';
import { withPromotionNames } from '../../i18n/promotion-names.ts';

/**
 * Each popup's words. Titles use the colour markup of SPEC §5 (`[color=#rrggbb]…[/color]`) around the promotion's name
 * as an `@(number)` placeholder (promotion-names.ts); translators keep both and translate the rest.
 */
const POPUP_COPY: Readonly<Record<PopupName, { title: MessageDescriptor; body: MessageDescriptor; cta: MessageDescriptor }>> = {
  weekend: {
    title: msg`[color=#e5484d]@(1)[/color]: our lowest prices on long plans`,
    body: msg`Save the most with a 1-year or 2-year plan this weekend. Every plan comes with a 30-day money-back guarantee.`,
    cta: msg`See weekend prices`,
  },
  workday: {
    title: msg`[color=#2f6fed]@(2)[/color]: save on Harbor VPN`,
    body: msg`Secure public Wi-Fi, stream from anywhere and keep your browsing private on every device. The offer ends on Friday evening.`,
    cta: msg`Get the offer`,
  },
  mobileDaily: {
    title: msg`[color=#16a34a]@(3)[/color] for your phone`,
    body: msg`Protect your phone on any network with one tap. Today's price ends at midnight.`,
    cta: msg`Get today's deal`,
  },
  festival: {
    title: msg`[color=#e5484d]@(4)[/color]: our biggest discount of the year`,
    body: msg`For a limited time our longest plans cost less than ever, with every feature on every device.`,
    cta: msg`Shop the sale`,
  },
};

/** Where the popups are: the page's language, whether it is a home page, and whether it is a page where the visitor buys (SPEC §4: none there). */
export type PopupsPlace = { readonly language: Language; readonly isIndexPage: boolean; readonly quiet: boolean };

function PopupsRunner({ language, isIndexPage, quiet }: PopupsPlace) {
  const { i18n } = useLingui();
  const environment = useInjection(TOKENS.PopupsEnvironment);
  // One overlay at a time: the "logged out" question and a message box come first.
  const sessionAsking = SessionActor.useSelector((snapshot) => snapshot.matches('askingToLogInAgain'));
  const messageBoxOpen = MessageBoxActor.useSelector((snapshot) => !snapshot.matches('closed'));
  const dialogOpen = sessionAsking || messageBoxOpen;
  const popups = useActorRef(useInjection(TOKENS.PopupsMachine), {
    input: { isMobile: environment.isMobile(), isIndexPage, quiet, closedOn: environment.closedOn(), now: () => environment.now(), dialogOpen },
  });
  useEffect(() => {
    popups.send({ type: 'router.navigated', isIndexPage, quiet });
  }, [popups, isIndexPage, quiet]);
  useEffect(() => {
    popups.send({ type: dialogOpen ? 'shell.dialogOpened' : 'shell.dialogClosed' });
  }, [popups, dialogOpen]);
  const shown = useSelector(
    popups,
    (snapshot) =>
      snapshot.matches('showing') && snapshot.context.popup !== undefined
        ? { name: snapshot.context.popup, clock: snapshot.context.clock, endsAt: snapshot.context.endsAt }
        : undefined,
    (a, b) => a?.name === b?.name && a?.clock === b?.clock && a?.endsAt === b?.endsAt,
  );
  let model: PromotionPopupModel | undefined;
  if (shown !== undefined) {
    const copy = POPUP_COPY[shown.name];
    model = {
      name: shown.name,
      title: colourSegments(withPromotionNames(i18n, i18n._(copy.title))),
      body: i18n._(copy.body),
      ctaLabel: i18n._(copy.cta),
      ctaHref: localizedPath(language, '/pricing'),
      countdown: countdown(shown.clock, shown.endsAt),
    };
  }
  return <PromotionPopupView popup={model} onClose={() => popups.send({ type: 'user.closePopup' })} />;
}

/**
 * SPEC §4 promotion popups, in the browser only and once the visitor has answered the cookie question (one overlay at a
 * time). On a document page the document runtime renders them in a root of their own (issue 17), when one can show today.
 */
export function PromotionPopups(place: PopupsPlace) {
  const hydrated = useHydrated();
  const consentAnswered = ConsentActor.useSelector((snapshot) => !snapshot.matches('undecided'));
  return hydrated && consentAnswered ? <PopupsRunner {...place} /> : null;
}
