import type { I18n } from '@lingui/core';
import {
  BRAND_NAME,
  absoluteUrl,
  breadcrumbJsonLd,
  canonicalUrl,
  faqPageJsonLd,
  fillPath,
  jsonLdTypes,
  languageTag,
  organizationJsonLd,
  webSiteJsonLd,
  type Language,
  type PageHeadFacts,
  type Route,
  type RouteTable,
} from '../../domain/index.ts';
import type { PageHeadExtras, PageModule } from './page-module.ts';
import { PAGE_MODULES } from './page-modules.ts';
import { SITE_ORIGIN } from './site-origin.ts';

type SeoInput = {
  readonly table: RouteTable;
  readonly route: Route;
  readonly language: Language;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly module: PageModule;
  readonly i18n: I18n;
  /** The page's own title (without the brand) and what its module's `head` said. */
  readonly pageTitle: string;
  readonly extras: Omit<PageHeadExtras, 'title' | 'description'>;
};

/** Issue 6: who runs the site, for the home page's Organization (shared facts in the issue brief). */
function siteStructuredData(language: Language): Readonly<Record<string, unknown>>[] {
  const url = absoluteUrl(SITE_ORIGIN, '/');
  return [
    organizationJsonLd({
      name: BRAND_NAME,
      url,
      logo: absoluteUrl(SITE_ORIGIN, '/favicon.svg'),
      email: 'support@harborvpn.com',
      foundingDate: '2022-10',
      address: { locality: 'Zug', country: 'CH' },
    }),
    webSiteJsonLd({ name: BRAND_NAME, url: canonicalUrl(SITE_ORIGIN, language, '/'), inLanguage: languageTag(language), publisherUrl: url }),
  ];
}

/** The routes whose paths lead to this one (`/download` for `/download/:product`), shortest first. */
function parentRoutes(table: RouteTable, route: Route): Route[] {
  const segments = route.path.split('/').filter(Boolean);
  return segments
    .slice(0, -1)
    .map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)
    .flatMap((path) => table.filter((candidate) => candidate.path === path));
}

/** Home › parents › this page, named by each page's own title in the page's language. */
async function breadcrumbs({ table, route, language, params, i18n, pageTitle }: SeoInput) {
  const parents = parentRoutes(table, route);
  if (parents.length === 0) return undefined;
  const parentCrumbs = await Promise.all(
    parents.map(async (parent) => {
      const copy = (await PAGE_MODULES[parent.pageKey]()).copy({ routeName: parent.name, params: {} });
      return { name: i18n._(copy.title), url: canonicalUrl(SITE_ORIGIN, language, parent.path) };
    }),
  );
  return breadcrumbJsonLd([
    { name: BRAND_NAME, url: canonicalUrl(SITE_ORIGIN, language, '/') },
    ...parentCrumbs,
    { name: pageTitle, url: canonicalUrl(SITE_ORIGIN, language, fillPath(route.path, params)) },
  ]);
}

/**
 * Issue 6: a page's head facts. On top of what its module's `head` says: the home page's Organization
 * and WebSite, FAQPage from the module's `faq`, and a BreadcrumbList for nested pages (unless the module
 * wrote its own). Pages that are not indexable get no structured data.
 */
export async function pageHeadFacts(input: SeoInput): Promise<PageHeadFacts> {
  const { route, module, i18n, params, extras, language } = input;
  const own = extras.structuredData ?? [];
  const structuredData: Readonly<Record<string, unknown>>[] = [...own];
  if (route.indexable) {
    if (route.path === '/') structuredData.unshift(...siteStructuredData(language));
    const faq = module.faq?.({ routeName: route.name, params }) ?? [];
    const faqPage = faqPageJsonLd(faq.map((item) => ({ question: i18n._(item.question), answer: i18n._(item.answer) })));
    if (faqPage !== undefined) structuredData.push(faqPage);
    if (!own.some((data) => jsonLdTypes(data).includes('BreadcrumbList'))) {
      const trail = await breadcrumbs(input);
      if (trail !== undefined) structuredData.push(trail);
    }
  }
  return {
    path: fillPath(route.path, params),
    indexable: route.indexable,
    languages: extras.languages,
    image: extras.image === undefined ? undefined : { url: extras.image, ...extras.imageSize },
    ogType: extras.ogType,
    structuredData,
    canonicalLanguage: extras.canonicalLanguage,
    feeds: extras.feeds,
  };
}
