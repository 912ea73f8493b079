// Issue 6: schema.org objects for JSON-LD, built from plain facts (no I/O, no clock).

type JsonLd = Readonly<Record<string, unknown>>;

const CONTEXT = 'https://schema.org';

export type OrganizationFacts = {
  readonly name: string;
  readonly url: string;
  readonly logo: string;
  readonly email: string;
  readonly foundingDate: string;
  readonly address: { readonly locality: string; readonly country: string };
};

/** Organization on the home page: who operates the service. */
export function organizationJsonLd(facts: OrganizationFacts): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${facts.url}#organization`,
    name: facts.name,
    url: facts.url,
    logo: facts.logo,
    email: facts.email,
    foundingDate: facts.foundingDate,
    address: { '@type': 'PostalAddress', addressLocality: facts.address.locality, addressCountry: facts.address.country },
  };
}

/** WebSite on the home page, in the page's language. */
export function webSiteJsonLd(facts: { readonly name: string; readonly url: string; readonly inLanguage: string; readonly publisherUrl: string }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: facts.name,
    url: facts.url,
    inLanguage: facts.inLanguage,
    publisher: { '@id': `${facts.publisherUrl}#organization` },
  };
}

export type OfferFacts = {
  readonly name: string;
  /** The price in major units, written with two decimals as schema.org expects. */
  readonly price: number;
  readonly currency: string;
  readonly url: string;
};

/** Product with one Offer per plan (pricing page). */
export function productJsonLd(facts: { readonly name: string; readonly description: string; readonly brand: string; readonly image: string; readonly offers: readonly OfferFacts[] }): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: facts.name,
    description: facts.description,
    image: facts.image,
    brand: { '@type': 'Brand', name: facts.brand },
    offers: facts.offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      price: offer.price.toFixed(2),
      priceCurrency: offer.currency,
      availability: 'https://schema.org/InStock',
      url: offer.url,
    })),
  };
}

/** FAQPage from the questions a page answers; undefined when it answers none (an empty FAQPage is invalid). */
export function faqPageJsonLd(items: readonly { readonly question: string; readonly answer: string }[]): JsonLd | undefined {
  if (items.length === 0) return undefined;
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** BreadcrumbList from the trail's names and absolute URLs, home first, the page itself last. */
export function breadcrumbJsonLd(trail: readonly { readonly name: string; readonly url: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** The schema.org type(s) of a JSON-LD object. */
export function jsonLdTypes(data: JsonLd): string[] {
  const type = data['@type'];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : typeof type === 'string' ? [type] : [];
}
