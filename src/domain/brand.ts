/** The service's name as shown in titles and copy (SPEC does not name the brand; docs/decisions.md). */
export const BRAND_NAME = 'Harbor VPN';

/** SPEC §9: the default title separator is a vertical bar; titles read 'Page | Brand'. */
export function documentTitle(pageTitle: string): string {
  return pageTitle === '' ? BRAND_NAME : `${pageTitle} | ${BRAND_NAME}`;
}
