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
export { dateTimeFormat, displayNames, formattersUsedBy, numberFormat, warmFormatter, withWesternDigits, type FormatterUse } from './i18n/intl-formats.ts';
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
export { PAYLOAD_PREFETCH_DELAY_MS, isVerySlowConnection, payloadPagePath, payloadPath, type ConnectionHints } from './routing/page-payload.ts';
export { ROUTE_RULES, routeRedirect, type RouteRedirect, type RouteRule, type RouteRules } from './routing/route-rules.ts';
export { sameSitePath } from './routing/return-path.ts';
export { hasUnsafeAddressCharacters } from './routing/address-safety.ts';
export { isInSection } from './routing/section.ts';
export { SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE, documentSpeculationRules } from './routing/speculation-rules.ts';
export {
  UnknownGuardError,
  buildRouteTable,
  fillPath,
  passesValidation,
  prerenderPaths,
  rendersOnDemand,
  routeParams,
  sitePages,
  type Layout,
  type RenderingMode,
  type Route,
  type RouteDefinition,
  type RouteTable,
} from './routing/route-table.ts';
export {
  DOWNLOAD_PRODUCTS,
  PLAN_IDS,
  SERVER_REGIONS,
  SOCIAL_MEDIA_ITEMS,
  routeValueCatalog,
  type DownloadProduct,
  type RouteValueCatalog,
  type RouteValueSet,
  type ServerRegion,
  type SocialMediaItem,
} from './routing/route-values.ts';
export {
  AD_NETWORK_UID_COOKIE,
  AD_NETWORK_UID_COOKIE_MAX_AGE_DAYS,
  AD_NETWORK_UID_MAX_LENGTH,
  AFFILIATE_COOKIES,
  AFFILIATE_UID_COOKIE,
  AFFILIATE_UID_COOKIE_MAX_AGE_DAYS,
  ATTRIBUTION_COOKIES,
  ATTRIBUTION_STORAGE_KEY,
  INVITE_STORAGE_KEY,
  CHANNEL_COOKIE,
  CHANNEL_COOKIE_MAX_AGE_DAYS,
  CHANNEL_STORAGE_KEY,
  CLICK_ID_COOKIE,
  CLICK_ID_COOKIE_MAX_AGE_DAYS,
  PARTNER_EVENT_CLIENT_COOKIE,
  PARTNER_EVENT_COOKIE,
  PARTNER_EVENT_COOKIE_MAX_AGE_DAYS,
  UTM_RETENTION_DAYS,
  UTM_TAGS_STORAGE_KEY,
} from './attribution/attribution-cookies.ts';
export {
  UTM_PARAMETERS,
  attributionFromQuery,
  type AttributionUpdate,
  type CookieJar,
  type CookieToSet,
  type UtmParameter,
  type UtmTags,
} from './attribution/attribution-from-query.ts';
export { cpsFromCookies, isChannelPartner, xFromHeader, type Cps } from './attribution/partner.ts';
export { countdown, type Countdown } from './calendar/countdown.ts';
export { DISMISSAL_KEY_SUFFIX, dismissalKey, dismissalStamp, isDismissedToday, popupsDismissedOn } from './calendar/daily-dismissal.ts';
export { isFestival, type FestivalConfig } from './calendar/festival-window.ts';
export { eligiblePopup, type PopupEligibilityInput, type PopupName } from './calendar/popup-eligibility.ts';
export { currentSiteOffer, popupOfferEnd, type SiteOffer } from './calendar/popup-offer-end.ts';
export { redactHref } from './analytics/redact-href.ts';
export { MAX_TIMER_DELAY_MS } from './calendar/timer-limit.ts';
export { isWorkday } from './calendar/workday-window.ts';
export { isChinaBlocked } from './platform/china-block.ts';
export {
  DESKTOP_MIN_WIDTH,
  deviceInfo,
  isMobileDevice,
  suggestedDownloadPlatform,
  type DeviceInfo,
  type DownloadPlatform,
  type OsName,
} from './platform/device.ts';
export { environmentForHost, type Environment } from './platform/environment.ts';
export { INVITE_TYPE_CODE, inviteTypeCode } from './platform/invite.ts';
export {
  CURRENCIES,
  currencyForCountry,
  currencySymbol,
  formatPrice,
  minorUnitDigits,
  perMonthAmount,
  roundToMinorUnit,
  type CurrencyCode,
} from './pricing/currency.ts';
export { DISCOUNT_FLOOR_PERCENT, displayedDiscountPercent } from './pricing/displayed-discount.ts';
export { includedTaxMinor } from './pricing/included-tax.ts';
export { defaultPlanId, parsePercent, type Plan } from './pricing/plan.ts';
export { PRODUCT_CLIENTS, clientName, type ProductClient, type ProductPlatform } from './pricing/product-clients.ts';
export { rescalePlanPrices, type LocalizedPriceResponse } from './pricing/rescale-plan-prices.ts';
export { colourSegments, type TextSegment } from './text/colour-markup.ts';
export { expiring, readExpiring, type Expiring } from './text/expiring-value.ts';
export { clockOf, dateTimeOptions } from './calendar/clock.ts';
export { replacePlaceholders } from './text/placeholders.ts';
export { emailProblem, isValidEmail, type EmailProblem } from './validation/email-rules.ts';
export { CONTACT_LIMITS, contactProblems, type ContactField } from './validation/contact-message.ts';
export { ipAddressProblem, ipVersion, isIPv4, isIPv6, type IpProblem } from './validation/ip-address.ts';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isValidPassword,
  passwordProblems,
  type PasswordRule,
} from './validation/password-rules.ts';
export { VERIFICATION_CODE_LENGTH, isVerificationCode } from './validation/verification-code.ts';
export { RELOAD_GUARD_MS, RELOAD_RECORD_STORAGE_KEY, mayReloadPath, recordReload, type ReloadRecord } from './build/reload-guard.ts';
export {
  PAYMENT_PROVIDERS,
  PROVIDER_PROFILES,
  isPaymentProvider,
  type PaymentProvider,
  type ProviderProfile,
} from './checkout/payment-providers.ts';
export {
  normalisePurchaseValue,
  paymentPageUrl,
  purchaseOutcome,
  type PurchaseOutcome,
  type PurchaseValue,
} from './checkout/purchase-result.ts';
export { orderSearch, readOrderSearch, returnSearch, startsFreeTrial, type OrderReference } from './checkout/order-reference.ts';
export { windowsHandOffPath } from './checkout/windows-hand-off.ts';
export { isKnownPaymentPage } from './checkout/payment-page-origin.ts';
export {
  CONSENT_SIGNALS_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  consentSignals,
  storedConsentChoice,
  type ConsentChoice,
  type ConsentSignals,
} from './consent/consent-signals.ts';
// Issue 15 — one registry of everything the site keeps in the browser (the cookie policy's table).
export {
  BROWSER_STORAGE,
  FRONT_ID_STORAGE_KEY,
  LEGACY_NAVIGATION_FLAG_KEY,
  LEGACY_RELOAD_FLAG_KEY,
  PAGE_VISITS_STORAGE_KEY,
  REMOVED_ONLY_STORAGE_KEYS,
  SESSION_TOKEN_COOKIE,
  USER_INFO_STORAGE_KEY,
  checkoutKey,
  entryMatches,
  isCheckoutKey,
  storedEntryFor,
  type BrowserStorageId,
  type StorageCategory,
  type StorageKind,
  type StorageLifetime,
  type StoredEntry,
} from './storage/browser-storage.ts';
export {
  MissingPageLinkError,
  PAGE_LINK_SOURCES,
  findLink,
  isSitePath,
  linkAt,
  type LinkTree,
  type PageLinkSource,
} from './content/page-links.ts';
// Issue 6 — articles-intl: the affiliate programme's terms.
export { AFFILIATE_TERMS, firstYearCommissionMultiple, renewalsInFirstYear, type AffiliateTerms } from './affiliate/affiliate-terms.ts';
// Issue 6 — SEO: head tags, structured data, sitemap and robots.txt.
export {
  DEFAULT_SHARE_IMAGE,
  MANAGED_HEAD_ATTRIBUTE,
  headTagsHtml,
  jsonLdText,
  pageHeadTags,
  type HeadTag,
  type PageHead,
  type PageHeadFacts,
  type ShareImage,
} from './seo/page-head.ts';
export { DEFAULT_SITE_ORIGIN, absoluteUrl, canonicalUrl, hreflangLinks, ogLocale, siteOrigin, type HreflangLink } from './seo/site-url.ts';
export {
  ROBOTS_DISALLOW,
  articleLanguages,
  robotsTxt,
  sitemapPages,
  sitemapXml,
  type BlogByLanguage,
  type SitemapPage,
} from './seo/sitemap.ts';
export {
  breadcrumbJsonLd,
  faqPageJsonLd,
  jsonLdTypes,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
  type OfferFacts,
  type OrganizationFacts,
} from './seo/structured-data.ts';
export { listPriceOffers, type ListPriceOffer, type ListPrices } from './pricing/list-price-offers.ts';

// Issue 6 — blog: vocabulary, front matter, reading time, heading ids, search terms, listings, feeds.
export {
  BLOG_CATEGORIES,
  BLOG_PAGE_SIZE,
  BLOG_PUBLISHER,
  BLOG_TAGS,
  SITE_ORIGIN,
  isBlogCategory,
  isBlogTag,
  type BlogArticleMeta,
  type BlogCategory,
  type BlogListEntry,
  type BlogTag,
} from './blog/blog-vocabulary.ts';
export { isIsoDate, validateFrontMatter, type FrontMatterOutcome, type FrontMatterProblem } from './blog/front-matter.ts';
export { CHARACTERS_PER_MINUTE, WORDS_PER_MINUTE, readingMinutes } from './blog/reading-time.ts';
export { MIN_BODY_RATIO, bodyTextLength } from './blog/article-length.ts';
export { headingSlugs } from './blog/heading-slug.ts';
export {
  highlightParts,
  normaliseSearchTerm,
  searchTokens,
  searchWords,
  snippetAround,
  type HighlightPart,
  type TextToken,
} from './blog/search-terms.ts';
export { newestFirst, relatedArticles } from './blog/related-articles.ts';
export { blogPage, pageNumber, type BlogPage } from './blog/blog-pagination.ts';
export { articleJsonLd, siteUrl } from './blog/article-structured-data.ts';
export { rfc822Date, rssFeed, type RssChannel, type RssItem } from './blog/rss-feed.ts';

// Issue 6, content-a: seasonal home promotions.
export { SEASONAL_WINDOWS, seasonalPieceAt, type SeasonalPiece, type SeasonalWindow } from './promotion/seasonal-pieces.ts';

// Issue 6 — free tools (what-is-my-ip, webrtc-leak-test)
export { distinctCandidates, parseIceCandidate, type IceAddressKind, type IceCandidate, type IceCandidateType } from './tools/ice-candidate.ts';
export { addressScope, ipv6Groups, sameIpAddress, type AddressScope } from './tools/ip-address-scope.ts';
export { exposesLocalAddress, revealedAddresses, webRtcVerdict, type IceGatheringResult, type WebRtcVerdict } from './tools/webrtc-verdict.ts';
export { compareConnectionChecks, type Change, type ConnectionCheck, type ConnectionComparison, type LeakChange } from './tools/connection-comparison.ts';

// Issue 6 — content-c: download suggestions and server regions.
export { downloadProductForPlatform } from './platform/download-product.ts';
export {
  CONTINENTS,
  NETWORK_FACTS,
  SERVICE_FACTS,
  REGION_DATA,
  isVirtualRegion,
  regionServerCount,
  regionsByContinent,
  type Continent,
  type CountryCode,
  type RegionData,
  type ServerCity,
} from './servers/server-regions.ts';
export { avatarMonogram } from './account/avatar.ts';
export { MONEY_BACK_DAYS, refundEligibility, type RefundEligibility, type RefundQuestion, type RefundRefusal } from './account/money-back.ts';
export {
  DEVICE_CODE_LIFETIME_SECONDS,
  DEVICE_POLL_INTERVAL_SECONDS,
  SLOW_DOWN_STEP_SECONDS,
  USER_CODE_ALPHABET,
  USER_CODE_LENGTH,
  canonicalUserCode,
  displayUserCode,
  userCodeFrom,
} from './account/device-user-code.ts';
