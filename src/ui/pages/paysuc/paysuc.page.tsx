import { msg } from '@lingui/core/macro';
import { IntroPage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';

const COPY: PageCopy = {
  title: msg`Payment successful`,
  heading: msg`Welcome to Harbor VPN`,
  description: msg`Your payment went through and your subscription is active. Download the app and connect to get protected.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  return <IntroPage copy={copy} />;
}
