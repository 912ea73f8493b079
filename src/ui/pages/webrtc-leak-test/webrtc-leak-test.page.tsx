import { msg } from '@lingui/core/macro';
import { IntroPage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';

const COPY: PageCopy = {
  title: msg`WebRTC leak test`,
  heading: msg`WebRTC leak test`,
  description: msg`Check whether your browser reveals your real IP address through WebRTC, even while you are connected to a VPN.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  return <IntroPage copy={copy} />;
}
