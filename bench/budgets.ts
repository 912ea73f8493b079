// Issue 7 budgets: medians on this machine, Lighthouse mobile simulation unless the name says desktop.
export const BUDGETS = {
  mobileScoreMin: 98,
  desktopScoreMin: 100,
  lcpMsMax: 1200,
  fcpMsMax: 1000,
  tbtMsMax: 50,
  clsMax: 0.01,
  /** LCP of the full page ÷ LCP of the same HTML with every script removed. */
  lcpRatioMax: 1.1,
  /** JavaScript transferred (compressed) before the page has loaded. */
  firstLoadJsBytesMax: { marketing: 110 * 1024, app: 175 * 1024 },
  fontAndCssBytesMax: 60 * 1024,
  serverErrorsMax: 0,
  serverP99MsMax: 50,
  buildSecondsMax: 180,
} as const;

/** The page types measured; `app` pages (checkout, account) get the larger script budget. */
export const PAGE_TYPES = [
  { name: 'home', path: '/', kind: 'marketing' },
  { name: 'pricing', path: '/pricing', kind: 'marketing' },
  { name: 'features', path: '/features', kind: 'marketing' },
  { name: 'blog article', path: '/blog/{article}', kind: 'marketing' },
  { name: 'what-is-my-ip', path: '/what-is-my-ip', kind: 'marketing' },
  { name: 'checkout', path: '/pricing/checkout/1y', kind: 'app' },
  { name: 'login', path: '/login', kind: 'app' },
] as const;

export const LANGUAGES = ['en', 'ar', 'ja'] as const;
