import { msg } from '@lingui/core/macro';
import { IntroPage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';

const COPY: PageCopy = {
  title: msg`About us`,
  heading: msg`We build a VPN we would trust with our own data`,
  description: msg`Harbor VPN is made by a small team of network and security engineers who believe privacy online should be simple, fast and affordable.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  return <IntroPage copy={copy} />;
}
