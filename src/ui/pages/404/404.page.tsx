import { IntroPage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { NOT_FOUND_COPY } from './not-found.copy.ts';

export const copy = (): PageCopy => NOT_FOUND_COPY;

export function Page() {
  return <IntroPage copy={copy} />;
}
