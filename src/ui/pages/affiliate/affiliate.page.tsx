import { msg } from '@lingui/core/macro';
import { IntroPage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';

const COPY: PageCopy = {
  title: msg`Affiliate programme`,
  heading: msg`Earn commission by recommending Harbor VPN`,
  description: msg`Join our affiliate programme and earn a share of every subscription your audience buys, tracked for 45 days after their click.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  return <IntroPage copy={copy} />;
}
