import { msg } from '@lingui/core/macro';
import { IntroPage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';

const COPY: PageCopy = {
  title: msg`Checkout`,
  heading: msg`Complete your order`,
  description: msg`Review your plan, choose how to pay and get protected in minutes. Every plan comes with a 30-day money-back guarantee.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  return <IntroPage copy={copy} />;
}
