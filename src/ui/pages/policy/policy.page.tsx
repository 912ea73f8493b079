import { msg } from '@lingui/core/macro';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageContext, PageCopy } from '../../app/page-module.ts';
import { Island } from '../../islands/island.tsx';
import { ConsentPanel } from './consent-panel.tsx';
import { CONSENT_PANEL_SLOT, COOKIE_POLICY, COOKIE_TABLE_SLOT } from './cookie-policy.content.ts';
import { COOKIE_ROWS } from './cookie-table.ts';
import { CookieTableView } from './cookie-table.view.tsx';
import { LegalDocumentView, type LegalLabels, type LegalSection } from './legal-document.view.tsx';
import { PRIVACY_POLICY } from './privacy-policy.content.ts';
import { TERMS_OF_SERVICE } from './terms-of-service.content.ts';
import './policy.css';

// SPEC §2.2: the 'policy' texts serve three documents, told apart by route.
const POLICY_COPY: Readonly<Record<string, PageCopy>> = {
  'privacy-policy': {
    title: msg`Privacy policy`,
    heading: msg`Privacy policy`,
    description: msg`What we collect, what we never log, and how you stay in control of your data.`,
  },
  'terms-of-service': {
    title: msg`Terms of service`,
    heading: msg`Terms of service`,
    description: msg`The agreement between you and Harbor VPN for subscriptions, payments, refunds and acceptable use.`,
  },
  'cookie-policy-2025': {
    title: msg`Cookie policy`,
    heading: msg`Cookie policy`,
    description: msg`Which cookies our website uses, why, and how to change your choice at any time.`,
  },
};

const DOCUMENTS: Readonly<Record<string, readonly LegalSection[]>> = {
  'privacy-policy': PRIVACY_POLICY,
  'terms-of-service': TERMS_OF_SERVICE,
  'cookie-policy-2025': COOKIE_POLICY,
};

const LABELS: LegalLabels = { contents: msg`Contents`, effective: msg({ message: 'Effective date: {date}' }), updated: msg({ message: 'Last updated: {date}' }), backToTop: msg`Back to contents` };

export const copy = ({ routeName }: PageContext): PageCopy => POLICY_COPY[routeName] ?? (POLICY_COPY['privacy-policy'] as PageCopy);

export function Page() {
  const { heading, lead, data } = usePage(copy);
  const sections = DOCUMENTS[data.routeName] ?? PRIVACY_POLICY;
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <LegalDocumentView
        language={data.language}
        sections={sections}
        labels={LABELS}
        slots={{ [COOKIE_TABLE_SLOT]: <CookieTableView rows={COOKIE_ROWS} />, [CONSENT_PANEL_SLOT]: <Island name="consent-panel" hydrate="idle" component={ConsentPanel} props={{}} /> }}
      />
    </>
  );
}
