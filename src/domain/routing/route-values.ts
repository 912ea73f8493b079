/** SPEC §2.2 /download/{product}: the nested download texts. */
export const DOWNLOAD_PRODUCTS = ['android', 'apple-tv', 'chrome', 'ios', 'lg-tv', 'mac', 'samsung-tv', 'smart-tv', 'windows'] as const;
export type DownloadProduct = (typeof DOWNLOAD_PRODUCTS)[number];

/** SPEC §2.2 /vpn-server/{region}: the nested server-region texts. */
export const SERVER_REGIONS = [
  'australia-vpn',
  'brazil-vpn',
  'canada-vpn',
  'france-vpn',
  'germany-vpn',
  'hongkong-vpn',
  'india-vpn',
  'indonesia-vpn',
  'italy-vpn',
  'japan-vpn',
  'korea-vpn',
  'singapore-vpn',
  'uk-vpn',
  'usa-vpn',
] as const;
export type ServerRegion = (typeof SERVER_REGIONS)[number];

/** /vpn-for-social-media/{id}: SPEC leaves the items open; these are the platforms we write about (docs/decisions.md). */
export const SOCIAL_MEDIA_ITEMS = ['facebook', 'instagram', 'tiktok', 'youtube', 'whatsapp', 'telegram', 'twitter', 'snapchat'] as const;
export type SocialMediaItem = (typeof SOCIAL_MEDIA_ITEMS)[number];

/**
 * /pricing/checkout/{id}: the plans the site sells (content/pricing/list-prices.json prices them; the sandbox's
 * catalogue offers exactly these, server/sandbox/sandbox-api.test.ts). A retired or unknown id is not found, never
 * silently another plan (issue 15).
 */
export const PLAN_IDS = ['1m', '1y', '2y'] as const;

/**
 * The values a route parameter may take. Static lists come from the domain; blog values come from
 * the content index built from content/blog, so they are passed in by whoever builds the catalog.
 */
export type RouteValueCatalog = {
  readonly downloadProducts: readonly string[];
  readonly planIds: readonly string[];
  readonly serverRegions: readonly string[];
  readonly socialMediaItems: readonly string[];
  readonly blogCategories: readonly string[];
  readonly blogArticles: readonly string[];
  readonly blogTags: readonly string[];
};

export type RouteValueSet = keyof RouteValueCatalog;

/** The catalog with the domain's static lists and the given blog values. */
export function routeValueCatalog(blog: Pick<RouteValueCatalog, 'blogCategories' | 'blogArticles' | 'blogTags'>): RouteValueCatalog {
  return {
    downloadProducts: DOWNLOAD_PRODUCTS,
    planIds: PLAN_IDS,
    serverRegions: SERVER_REGIONS,
    socialMediaItems: SOCIAL_MEDIA_ITEMS,
    ...blog,
  };
}
