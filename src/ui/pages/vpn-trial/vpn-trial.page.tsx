import { msg } from '@lingui/core/macro';
import { IntroPage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';

const COPY: PageCopy = {
  title: msg`Free VPN trial`,
  heading: msg`Try Harbor VPN free`,
  description: msg`Start a free trial on any device, with every feature and every server location. Cancel any time before it ends and pay nothing.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  return <IntroPage copy={copy} />;
}
