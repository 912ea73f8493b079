/*
 * SPEC §3 lists the product ids but not their names, so this mapping is our reading (docs/decisions.md).
 * The ids come in blocks of a hundred, which we read as one block per platform; within a block the
 * product lines are assigned in the order of our product-line list:
 *   1-7, 12, 13, 15     iOS apps        Master, MasterPro, Snap, Turbo, Robot, Hot, Monster, Sofast, ProLite, TurboLite
 *   101-109, 114, 115   Android apps    Master to Sofast as on iOS, then SuperNet, Signal and TurboNovel
 *   201                 Mac             Master
 *   301, 302            Android TV      Master for Android TV, and the stand-alone TV app
 *   401, 402            Chrome / Windows  Master's browser extension and desktop app
 *   501-503             Web             501 is this site (SPEC §7 sends X-App-Type 501), 502-503 the MasterPro and Turbo web fronts
 *   512                 SDK             the WiFi browser SDK
 * Ids SPEC does not list (8-11, 14, 110-113, ...) have no client name.
 */

export type ProductPlatform = 'ios' | 'mac' | 'android' | 'android-tv' | 'chrome' | 'windows' | 'web' | 'sdk';

export type ProductClient = { client: string; productLine: string; platform: ProductPlatform };

const PLATFORM_LABELS: Readonly<Record<ProductPlatform, string>> = {
  ios: 'iOS',
  mac: 'Mac',
  android: 'Android',
  'android-tv': 'Android TV',
  chrome: 'Chrome',
  windows: 'Windows',
  web: 'Web',
  sdk: 'SDK',
};

const product = (productLine: string, platform: ProductPlatform, client = `${productLine} ${PLATFORM_LABELS[platform]}`): ProductClient => ({
  client,
  productLine,
  platform,
});

/** SPEC §3 product id to client name map: the ids 1-7, 12, 13, 15, 101-109, 114, 115, 201, 301, 302, 401, 402, 501-503 and 512. */
export const PRODUCT_CLIENTS: Readonly<Record<number, ProductClient>> = {
  1: product('Master', 'ios'),
  2: product('MasterPro', 'ios'),
  3: product('Snap', 'ios'),
  4: product('Turbo', 'ios'),
  5: product('Robot', 'ios'),
  6: product('Hot', 'ios'),
  7: product('Monster', 'ios'),
  12: product('Sofast', 'ios'),
  13: product('ProLite', 'ios'),
  15: product('TurboLite', 'ios'),
  101: product('Master', 'android'),
  102: product('MasterPro', 'android'),
  103: product('Snap', 'android'),
  104: product('Turbo', 'android'),
  105: product('Robot', 'android'),
  106: product('Hot', 'android'),
  107: product('Monster', 'android'),
  108: product('Sofast', 'android'),
  109: product('SuperNet', 'android'),
  114: product('Signal', 'android'),
  115: product('TurboNovel', 'android'),
  201: product('Master', 'mac'),
  301: product('Master', 'android-tv'),
  302: product('TV', 'android-tv', 'TV'),
  401: product('Master', 'chrome', 'Master Chrome Extension'),
  402: product('Master', 'windows'),
  501: product('Master', 'web'),
  502: product('MasterPro', 'web'),
  503: product('Turbo', 'web'),
  512: product('WiFi browser SDK', 'sdk', 'WiFi Browser SDK'),
};

/** SPEC §3: the client name of a product id, or undefined for an id the map does not list. */
export function clientName(productId: number): string | undefined {
  return Object.hasOwn(PRODUCT_CLIENTS, productId) ? PRODUCT_CLIENTS[productId]?.client : undefined;
}
