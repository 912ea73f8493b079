/** SPEC §2.2: page-text keys; each is one Lingui catalog per locale under locales/{locale}/{key}.po. */
export const PAGE_KEYS = [
  '404',
  'accessibility',
  'account',
  'affiliate',
  'aboutus',
  'blog',
  'checkout',
  'contact-us',
  'download',
  'features',
  'footer',
  'forgetpassword',
  'header',
  'home',
  'location',
  'login',
  'myaccount',
  'paystatus',
  'paysuc',
  'policy',
  'press-room',
  'pricing',
  'resetpassword',
  'termsuse',
  'vpn-for-social-media',
  'vpn-server',
  'vpn-trial',
  'webrtc-leak-test',
  'what-is-my-ip',
  'what-is-vpn',
  'win-pay',
] as const;

export type PageKey = (typeof PAGE_KEYS)[number];

/** SPEC §2.2: texts loaded on every navigation besides the page's own. */
export const SHELL_TEXT_KEYS: readonly PageKey[] = ['header', 'location', 'footer'];

/** Texts of the shell and of shared blocks; no route has one of these as its page key. */
export type SharedTextKey = 'header' | 'footer' | 'location' | 'account';

/** The page key a route renders. */
export type RoutePageKey = Exclude<PageKey, SharedTextKey>;
