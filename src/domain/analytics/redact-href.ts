import { UTM_PARAMETERS } from '../attribution/attribution-from-query.ts';

/**
 * Query parameters an analytics event may carry (issue 16, finding 8): SPEC §3/§4 attribution (utm tags, the
 * channel, the partners' click and affiliate ids, the invite marker) and the site's own navigation that names
 * no one (plan, trial, provider, blog page). Everything else is dropped, so a parameter nobody foresaw (a search
 * query, a code, a redirect target) never leaves; an allow-list, because a deny-list misses what it did not name.
 */
const SHAREABLE_PARAMS: ReadonlySet<string> = new Set([...UTM_PARAMETERS, 'channel', 'cjevent', 'cfclick', 'admitad_uid', 'adn_uid', 'from', 'plan', 'trial', 'provider', 'page']);
const EMAIL_LIKE = /@|%40/i;

/**
 * The address an analytics event may carry: the page and only its allow-listed parameters (none of them holding
 * anything that looks like an email), without fragment or credentials (Care).
 */
export function redactHref(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  for (const key of [...url.searchParams.keys()]) {
    const values = url.searchParams.getAll(key);
    if (!SHAREABLE_PARAMS.has(key) || values.some((value) => EMAIL_LIKE.test(value))) url.searchParams.delete(key);
  }
  url.hash = '';
  url.username = '';
  url.password = '';
  return url.toString();
}
