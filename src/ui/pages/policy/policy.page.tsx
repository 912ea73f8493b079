import { msg } from '@lingui/core/macro';
import { IntroPage } from '../../app/page-frame.tsx';
import type { PageContext, PageCopy } from '../../app/page-module.ts';

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

export const copy = ({ routeName }: PageContext): PageCopy => POLICY_COPY[routeName] ?? (POLICY_COPY['privacy-policy'] as PageCopy);

export function Page() {
  return <IntroPage copy={copy} />;
}
