import { msg } from '@lingui/core/macro';
import { IntroPage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';

const COPY: PageCopy = {
  title: msg`What is my IP`,
  heading: msg`What is my IP address?`,
  description: msg`See the public IP address and location that every website you visit can see, and learn how to hide them.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  return <IntroPage copy={copy} />;
}
