declare const __SITE_ORIGIN__: string;

/** Issue 6: the public origin canonical and share URLs name (SITE_ORIGIN at build time; vite.config.ts). */
export const SITE_ORIGIN: string = __SITE_ORIGIN__;
