import type { RouteDefinition } from './route-table.ts';

/**
 * SPEC §2.2, one row per route; every row also exists under each language prefix. `quiet`: no promotion popup on a
 * page where the visitor is buying, paying or managing the account (docs/decisions.md). `mode` (issue 17): every
 * such page, and the tools, is an `app`; the rest are `document`s with islands (docs/decisions.md, Issue 17).
 */
export const ROUTE_DEFINITIONS: readonly RouteDefinition[] = [
  { name: 'index', path: '/', pageKey: 'home', layout: 'default', mode: 'document', transparentNav: true },
  { name: '404', path: '/404', pageKey: '404', layout: 'default', mode: 'document', indexable: false },
  // Issue 19: a TV or console shows a code to type here (RFC 8628); the account's texts, the account's page module.
  { name: 'activate', path: '/activate', pageKey: 'myaccount', layout: 'default', mode: 'app', guards: ['auth'], indexable: false, quiet: true },
  { name: 'accessibility', path: '/accessibility', pageKey: 'accessibility', layout: 'default', mode: 'document' },
  { name: 'aboutus', path: '/aboutus', pageKey: 'aboutus', layout: 'default', mode: 'document' },
  { name: 'affiliate', path: '/affiliate', pageKey: 'affiliate', layout: 'default', mode: 'document', transparentNav: true },
  { name: 'blog', path: '/blog', pageKey: 'blog', layout: 'blog', mode: 'document', guards: ['category'] },
  { name: 'blog-more', path: '/blog/more', pageKey: 'blog', layout: 'blog', mode: 'document' },
  { name: 'blog-search', path: '/blog/search', pageKey: 'blog', layout: 'blog', mode: 'document' },
  { name: 'blog-category', path: '/blog/category/:category', pageKey: 'blog', layout: 'blog', mode: 'document', guards: ['category'], validate: { param: 'category', among: 'blogCategories' } },
  { name: 'blog-tag', path: '/blog/tag/:tagId', pageKey: 'blog', layout: 'blog', mode: 'document', validate: { param: 'tagId', among: 'blogTags' } },
  { name: 'blog-unikey', path: '/blog/:unikey', pageKey: 'blog', layout: 'blog', mode: 'document', validate: { param: 'unikey', among: 'blogArticles' } },
  { name: 'contact-us', path: '/contact-us', pageKey: 'contact-us', layout: 'default', mode: 'app', quiet: true },
  { name: 'cookie-policy-2025', path: '/cookie-policy-2025', pageKey: 'policy', layout: 'default', mode: 'document' },
  { name: 'download', path: '/download', pageKey: 'download', layout: 'default', mode: 'document' },
  { name: 'download-product', path: '/download/:product', pageKey: 'download', layout: 'default', mode: 'document', validate: { param: 'product', among: 'downloadProducts' } },
  { name: 'features', path: '/features', pageKey: 'features', layout: 'default', mode: 'document', transparentNav: true },
  { name: 'forgetpassword', path: '/forgetpassword', pageKey: 'forgetpassword', layout: 'default', mode: 'app', indexable: false, quiet: true },
  { name: 'login', path: '/login', pageKey: 'login', layout: 'default', mode: 'app', indexable: false, quiet: true },
  { name: 'myaccount', path: '/myaccount', pageKey: 'myaccount', layout: 'default', mode: 'app', guards: ['auth'], indexable: false, quiet: true },
  // Issue 19: any order id; the page asks the API, which answers only the account's own orders (rendered on demand).
  { name: 'myaccount-invoice', path: '/myaccount/invoices/:orderId', pageKey: 'myaccount', layout: 'default', mode: 'app', guards: ['auth'], indexable: false, quiet: true },
  { name: 'paystatus', path: '/paystatus', pageKey: 'paystatus', layout: 'default', mode: 'app', indexable: false, quiet: true },
  { name: 'paysuc', path: '/paysuc', pageKey: 'paysuc', layout: 'default', mode: 'app', indexable: false, quiet: true },
  { name: 'press-room', path: '/press-room', pageKey: 'press-room', layout: 'default', mode: 'document', transparentNav: true },
  { name: 'pricing', path: '/pricing', pageKey: 'pricing', layout: 'default', mode: 'app', quiet: true },
  { name: 'pricing-checkout-id', path: '/pricing/checkout/:id?', pageKey: 'checkout', layout: 'default', mode: 'app', indexable: false, validate: { param: 'id', among: 'planIds' }, quiet: true },
  { name: 'privacy-policy', path: '/privacy-policy', pageKey: 'policy', layout: 'default', mode: 'document' },
  { name: 'redirect', path: '/redirect', pageKey: 'win-pay', layout: 'standalone', mode: 'app', indexable: false, quiet: true },
  { name: 'resetpassword', path: '/resetpassword', pageKey: 'resetpassword', layout: 'default', mode: 'app', indexable: false, quiet: true },
  { name: 'terms-of-service', path: '/terms-of-service', pageKey: 'policy', layout: 'default', mode: 'document' },
  { name: 'termsuse', path: '/termsuse', pageKey: 'termsuse', layout: 'default', mode: 'document' },
  { name: 'vpn-for-social-media', path: '/vpn-for-social-media', pageKey: 'vpn-for-social-media', layout: 'default', mode: 'document', transparentNav: true },
  { name: 'vpn-for-social-media-id', path: '/vpn-for-social-media/:id', pageKey: 'vpn-for-social-media', layout: 'default', mode: 'document', validate: { param: 'id', among: 'socialMediaItems' } },
  { name: 'vpn-server', path: '/vpn-server', pageKey: 'vpn-server', layout: 'default', mode: 'document', transparentNav: true },
  { name: 'vpn-server-region', path: '/vpn-server/:region', pageKey: 'vpn-server', layout: 'default', mode: 'document', transparentNav: true, validate: { param: 'region', among: 'serverRegions' } },
  { name: 'vpn-trial', path: '/vpn-trial', pageKey: 'vpn-trial', layout: 'default', mode: 'app', quiet: true },
  { name: 'webrtc-leak-test', path: '/webrtc-leak-test', pageKey: 'webrtc-leak-test', layout: 'default', mode: 'app' },
  { name: 'what-is-my-ip', path: '/what-is-my-ip', pageKey: 'what-is-my-ip', layout: 'default', mode: 'app' },
  { name: 'what-is-vpn', path: '/what-is-vpn', pageKey: 'what-is-vpn', layout: 'default', mode: 'document', transparentNav: true },
];
