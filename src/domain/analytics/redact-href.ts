/** Query parameters that may carry who the visitor is or a secret: never sent to analytics (Care). */
const PERSONAL_PARAMS = /email|mail|token|code|password|passwd|recasign|order_id|user/i;
const EMAIL_LIKE = /@|%40/i;

/**
 * The address an analytics event may carry: the page and its campaign parameters, with any parameter
 * that could identify the visitor or unlock their account removed, and the fragment dropped.
 */
export function redactHref(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  for (const key of [...url.searchParams.keys()]) {
    const value = url.searchParams.get(key) ?? '';
    if (PERSONAL_PARAMS.test(key) || EMAIL_LIKE.test(value)) url.searchParams.delete(key);
  }
  url.hash = '';
  url.username = '';
  url.password = '';
  return url.toString();
}
