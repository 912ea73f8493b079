import { msg } from '@lingui/core/macro';
import { pageLink } from '../../app/page-links.ts';
import { list, pageLinkBlock, paragraph, slot, type LegalSection } from './legal-document.view.tsx';

export const COOKIE_TABLE_SLOT = 'cookie-table';
export const CONSENT_PANEL_SLOT = 'consent-panel';

/** The cookie policy (issue 6): what the code stores in the browser, described as it is. */
export const COOKIE_POLICY: readonly LegalSection[] = [
  {
    id: 'about',
    heading: msg`About this policy`,
    blocks: [
      paragraph(msg`This policy explains which cookies and similar browser storage (local storage and session storage) the Harbor VPN website uses, why, and how you can change your choice. It is published by Harbor Privacy AG, Zug, Switzerland.`),
      paragraph(msg`Every cookie and storage entry on our website is first-party: it is set by our own site and read only by it. Our website loads no third-party advertising, social media or analytics scripts, so no third-party cookies are placed through it.`),
      paragraph(msg`Our VPN apps do not use cookies. How we handle personal data in general is described in our privacy policy.`),
      pageLinkBlock(msg`Read the privacy policy`, (language) => pageLink(language, 'index', 'policies.privacy')),
    ],
  },
  {
    id: 'cookie-list',
    heading: msg`Cookies and storage we use`,
    blocks: [
      paragraph(msg`The table lists every cookie and storage entry our website may set, with its purpose, category and lifetime. Attribution entries exist only if you arrived through a partner or campaign link.`),
      slot(COOKIE_TABLE_SLOT),
    ],
  },
  {
    id: 'categories',
    heading: msg`Categories`,
    blocks: [
      list(
        msg`Strictly necessary: needed for the site to work as you asked, such as your language, your sign-in and your cookie choice. They do not need your consent and cannot be switched off here.`,
        msg`Analytics: help us understand how the website is used and where the purchase process fails, measured by our own systems only.`,
        msg`Marketing attribution: record which partner or campaign brought you to us, so we can credit affiliates and measure campaigns. They contain the identifiers from the link you followed, not your browsing.`,
      ),
    ],
  },
  {
    id: 'before-consent',
    heading: msg`What happens before you choose`,
    blocks: [
      paragraph(msg`Until you answer the cookie banner, advertising and personalisation permissions stay denied, and we load no advertising or tracking scripts.`),
      paragraph(msg`If you arrive through a partner's or a campaign link, our site stores the attribution entries from the table on arrival, before you answer the banner, because partners must be credited for a purchase made on that visit. They stay on your device, are read only by our site and are sent to us only with a purchase.`),
      paragraph(msg`Our site also creates the random browser identifier front_id on your first visit and sends it with purchase requests and with our own page-view measurements.`),
    ],
  },
  {
    id: 'change-choice',
    heading: msg`Change your choice`,
    blocks: [
      paragraph(msg`You can change your cookie choice at any time here. Your new choice applies immediately on this device and browser.`),
      slot(CONSENT_PANEL_SLOT),
    ],
  },
  {
    id: 'browser-settings',
    heading: msg`Cookies in your browser settings`,
    blocks: [
      paragraph(msg`You can also see and delete cookies and site data in your browser's settings. If you delete them, we ask for your cookie choice again on your next visit. If you block strictly necessary cookies, signing in and remembering your language will not work.`),
    ],
  },
  {
    id: 'changes',
    heading: msg`Changes to this policy`,
    blocks: [
      paragraph(msg`When we add, remove or change a cookie, we update this policy and the date at the top. If a change needs your consent, we ask for it again.`),
    ],
  },
  {
    id: 'contact',
    heading: msg`Contact`,
    blocks: [
      paragraph(msg`Questions about cookies or your personal data: privacy@harborvpn.com, our data protection officer.`),
    ],
  },
];
