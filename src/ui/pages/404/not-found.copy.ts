import { msg } from '@lingui/core/macro';
import type { PageCopy } from '../../app/page-module.ts';

/** The not-found page's copy, shared by the /404 route and the catch-all error page. */
export const NOT_FOUND_COPY: PageCopy = {
  title: msg`Page not found`,
  heading: msg`We can’t find that page`,
  description: msg`The page you are looking for may have moved or no longer exists. Check the address, or start again from the home page.`,
};
