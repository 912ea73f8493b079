import { msg } from '@lingui/core/macro';
import { IntroPage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';

const COPY: PageCopy = {
  title: msg`Features`,
  heading: msg`Everything you need to stay private online`,
  description: msg`Strong encryption, a strict no-logs policy, servers in dozens of countries and apps for every device, all in one subscription.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  return <IntroPage copy={copy} />;
}
