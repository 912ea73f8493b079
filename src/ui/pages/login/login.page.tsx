import { msg } from '@lingui/core/macro';
import { IntroPage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';

const COPY: PageCopy = {
  title: msg`Sign in`,
  heading: msg`Sign in to your account`,
  description: msg`Manage your subscription, devices and allowed IP addresses.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  return <IntroPage copy={copy} />;
}
