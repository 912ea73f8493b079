import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { dateTimeFormat, languageTag } from '../../../domain/index.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { AccessibilityStatementView, type StatementSection } from './accessibility.view.tsx';
import './accessibility.css';

const COPY: PageCopy = {
  title: msg`Accessibility statement`,
  heading: msg`Accessibility statement`,
  description: msg`How we make the Harbor VPN website usable for everyone, what we test, the gaps we know about and how to tell us about a barrier.`,
};

export const copy = (): PageCopy => COPY;

/** Issue 6: the statement's date, shown in the page's language. */
const STATEMENT_DATE = '2026-11-25';
const ACCESSIBILITY_EMAIL = 'accessibility@harborvpn.com';

const SECTIONS: readonly StatementSection[] = [
  {
    id: 'commitment',
    heading: msg`Our commitment`,
    paragraphs: [
      msg`We want everyone to be able to learn about Harbor VPN, buy a plan and manage their account, whatever device, browser or assistive technology they use. Our target is the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.`,
    ],
  },
  {
    id: 'testing',
    heading: msg`How we test`,
    paragraphs: [msg`Accessibility is part of how we build the site, not a check at the end. Before each release we:`],
    items: [
      msg`run automated checks with axe-core in Chromium on every type of page, in English and in Arabic;`,
      msg`buy a plan and manage an account using only the keyboard;`,
      msg`spot-check pages with the VoiceOver and NVDA screen readers;`,
      msg`check that pages work at 200% zoom and reflow to a width of 320 pixels without sideways scrolling;`,
      msg`check the right-to-left layout of the Arabic site.`,
    ],
  },
  {
    id: 'limitations',
    heading: msg`Known limitations`,
    paragraphs: [msg`Some parts of the experience do not meet our target yet, or are outside our control:`],
    items: [
      msg`Some payment methods are completed on the payment provider's own hosted page. We choose providers with accessible checkouts, but we cannot fix barriers on their pages.`,
      msg`Cover illustrations on blog articles are decorative and have no text alternative; the article text carries all of the information.`,
      msg`Our help centre is run on a third-party platform and is available in English and Russian only.`,
    ],
  },
  {
    id: 'feedback',
    heading: msg`Tell us about a barrier`,
    paragraphs: [
      msg`If something on this site is hard or impossible for you to use, please email us at the address below. Tell us the page address and what went wrong. We reply within 5 working days and, where we can, give you the information or service another way in the meantime.`,
    ],
    email: ACCESSIBILITY_EMAIL,
  },
  {
    id: 'about',
    heading: msg`About this statement`,
    paragraphs: [msg`This statement was prepared on {date}. We review it whenever we change the site significantly, and at least once a year.`],
  },
];

/** Issue 6 /accessibility: what we aim for, what we test, what we know is missing, how to report a barrier. */
export function Page() {
  const { heading, lead, data } = usePage(copy);
  const { i18n } = useLingui();
  const date = dateTimeFormat(languageTag(data.language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${STATEMENT_DATE}T00:00:00Z`));
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <AccessibilityStatementView sections={SECTIONS} render={(descriptor) => i18n._({ ...descriptor, values: { date } })} />
    </>
  );
}
