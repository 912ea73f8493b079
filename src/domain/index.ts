// The domain's public API: business rules without a DOM (CONVENTIONS: named re-exports only).
export { BRAND_NAME, documentTitle } from './brand.ts';
export { parseAcceptLanguage, preferredLanguage } from './i18n/browser-language.ts';
export {
  localizedPath,
  resolveLanguageRoute,
  splitLanguagePrefix,
  type LanguageRedirectReason,
  type LanguageRouteDecision,
  type LanguageRouteRequest,
} from './i18n/language-route.ts';
export {
  ALL_TEXT_LOCALES,
  DEFAULT_LANGUAGE,
  LANGUAGE_NATIVE_NAMES,
  ROUTED_LANGUAGES,
  TEXT_ONLY_LOCALES,
  asLanguage,
  languageTag,
  textDirection,
  type Language,
  type TextDirection,
  type TextLocale,
} from './i18n/languages.ts';
export { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from './i18n/language-cookie.ts';
export { PAGE_KEYS, SHELL_TEXT_KEYS, type PageKey, type RoutePageKey, type SharedTextKey } from './i18n/page-keys.ts';
export { ROUTE_DEFINITIONS } from './routing/route-definitions.ts';
export {
  DEFAULT_GUARDS,
  authGuard,
  categoryGuard,
  type GuardContext,
  type GuardOutcome,
  type GuardRegistry,
  type RouteGuard,
} from './routing/route-guards.ts';
export {
  UnknownGuardError,
  buildRouteTable,
  fillPath,
  passesValidation,
  prerenderPaths,
  routeParams,
  type Layout,
  type Route,
  type RouteDefinition,
  type RouteTable,
} from './routing/route-table.ts';
export {
  DOWNLOAD_PRODUCTS,
  SERVER_REGIONS,
  SOCIAL_MEDIA_ITEMS,
  routeValueCatalog,
  type DownloadProduct,
  type RouteValueCatalog,
  type RouteValueSet,
  type ServerRegion,
  type SocialMediaItem,
} from './routing/route-values.ts';
