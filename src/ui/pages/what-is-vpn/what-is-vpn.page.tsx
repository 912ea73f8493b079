import { msg } from '@lingui/core/macro';
import { IntroPage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';

const COPY: PageCopy = {
  title: msg`What is a VPN?`,
  heading: msg`What is a VPN and how does it work?`,
  description: msg`A VPN encrypts your internet traffic and routes it through a secure server, so networks and websites cannot see who you are or what you do.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  return <IntroPage copy={copy} />;
}
