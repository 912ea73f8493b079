// Issue 17 budgets: medians on this machine, Lighthouse mobile simulation unless the name says desktop. A page's
// kind is its rendering mode in issue 17: `document` pages are prerendered HTML with islands, `app` pages hydrate
// the router whole (the tools are budgeted as app pages).
export type PageKind = 'document' | 'app';

export const KIND_BUDGETS: Record<PageKind, { scoreMin: number; tbtMsMax: number; lcpMsMax: number; lcpRatioMax: number; jsBeforeInteractionBytesMax: number }> = {
  document: { scoreMin: 98, tbtMsMax: 50, lcpMsMax: 1200, lcpRatioMax: 1.1, jsBeforeInteractionBytesMax: 75 * 1024 },
  app: { scoreMin: 95, tbtMsMax: 150, lcpMsMax: 1500, lcpRatioMax: 1.15, jsBeforeInteractionBytesMax: 175 * 1024 },
};

// Budgets of every kind (issue 17's "desktop 100 everywhere; CLS ≤ 0.01"; FCP, fonts + CSS, the server and the build
// from issue 7, which issue 17 does not change).
export const BUDGETS = {
  desktopScoreMin: 100,
  fcpMsMax: 1000,
  clsMax: 0.01,
  fontAndCssBytesMax: 60 * 1024,
  serverErrorsMax: 0,
  /** Issue 18: production is nginx with the generated configuration; the embedded server's tail is for reference. */
  nginxP99MsMax: 50,
  /** The generated configuration's throughput ÷ a plain nginx serving the same files. */
  nginxGeneratedThroughputRatioMin: 0.9,
  buildSecondsMax: 180,
} as const;

/** The page types measured, in every language of LANGUAGES; `{article}` and `{region}` are filled from the content. */
export const PAGE_TYPES: readonly { name: string; path: string; kind: PageKind }[] = [
  { name: 'home', path: '/', kind: 'document' },
  { name: 'features', path: '/features', kind: 'document' },
  { name: 'what-is-vpn', path: '/what-is-vpn', kind: 'document' },
  { name: 'blog list', path: '/blog', kind: 'document' },
  { name: 'blog article', path: '/blog/{article}', kind: 'document' },
  { name: 'download', path: '/download', kind: 'document' },
  { name: 'server region', path: '/vpn-server/{region}', kind: 'document' },
  { name: 'policy', path: '/privacy-policy', kind: 'document' },
  { name: 'pricing', path: '/pricing', kind: 'app' },
  { name: 'checkout', path: '/pricing/checkout/1y', kind: 'app' },
  { name: 'login', path: '/login', kind: 'app' },
  // Signed out, as Lighthouse arrives: the auth guard sends the visitor to sign in.
  { name: 'myaccount', path: '/myaccount', kind: 'app' },
  { name: 'what-is-my-ip', path: '/what-is-my-ip', kind: 'app' },
  { name: 'webrtc-leak-test', path: '/webrtc-leak-test', kind: 'app' },
];

/** Navigations between two document pages, timed from the click on the link in the first to the second's LCP. */
export const NAVIGATIONS: readonly { from: string; to: string }[] = [
  { from: '/', to: '/features' },
  { from: '/features', to: '/what-is-vpn' },
];

export const LANGUAGES = ['en', 'ar', 'ja'] as const;
