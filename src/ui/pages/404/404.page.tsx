import { usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { notFoundLinks } from './not-found-links.ts';
import { NOT_FOUND_COPY } from './not-found.copy.ts';
import { NotFoundView } from './not-found.view.tsx';

export const copy = (): PageCopy => NOT_FOUND_COPY;

export function Page() {
  const { heading, lead, data } = usePage(copy);
  return <NotFoundView heading={heading} lead={lead} links={notFoundLinks(data.language)} />;
}
