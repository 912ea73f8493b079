/** The cookie that remembers the visitor's language (SPEC §2.1; name as Nuxt i18n sites use it). */
export const LANGUAGE_COOKIE = 'i18n_redirected';

/** SPEC §9: the language cookie lasts 365 days, SameSite=Lax, path '/'. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
