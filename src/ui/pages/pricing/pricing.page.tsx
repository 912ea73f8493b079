import { msg } from '@lingui/core/macro';
import { IntroPage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';

const COPY: PageCopy = {
  title: msg`Pricing`,
  heading: msg`Choose your plan`,
  description: msg`Every plan includes all features, all server locations and a 30-day money-back guarantee. Longer plans cost less per month.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  return <IntroPage copy={copy} />;
}
