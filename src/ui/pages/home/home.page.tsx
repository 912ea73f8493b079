import { msg } from '@lingui/core/macro';
import { IntroPage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';

const COPY: PageCopy = {
  title: msg`VPN for every device`,
  heading: msg`Fast, private internet on every device`,
  description: msg`Harbor VPN encrypts your connection, hides your IP address and unblocks the web on phones, computers and TVs with one tap.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  return <IntroPage copy={copy} />;
}
