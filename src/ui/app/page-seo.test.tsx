import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GUARDS, ROUTE_DEFINITIONS, buildRouteTable, jsonLdTypes } from '../../domain/index.ts';
import type { PageModule } from './page-module.ts';
import { pageHeadFacts } from './page-seo.ts';

const table = buildRouteTable(ROUTE_DEFINITIONS, DEFAULT_GUARDS);
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const routeNamed = (name: string) => {
  const route = table.find((candidate) => candidate.name === name);
  if (!route) throw new Error(name);
  return route;
};

const faqModule: PageModule = {
  copy: () => ({ title: { id: 't', message: 'Features' }, heading: { id: 'h', message: 'h' }, description: { id: 'd', message: 'd' } }),
  Page: () => null,
  faq: () => [
    { question: { id: 'q1', message: 'Do you keep logs?' }, answer: { id: 'a1', message: 'No browsing or traffic logs.' } },
    { question: { id: 'q2', message: 'How many devices?' }, answer: { id: 'a2', message: 'Ten at once.' } },
  ],
};

describe('pageHeadFacts', () => {
  it("turns any page module's faq into FAQPage structured data", async () => {
    const facts = await pageHeadFacts({ table, route: routeNamed('features'), language: 'en', params: {}, module: faqModule, i18n, pageTitle: 'Features', extras: {} });
    const faq = facts.structuredData?.find((data) => jsonLdTypes(data).includes('FAQPage'));
    expect(faq?.['mainEntity']).toEqual([
      { '@type': 'Question', name: 'Do you keep logs?', acceptedAnswer: { '@type': 'Answer', text: 'No browsing or traffic logs.' } },
      { '@type': 'Question', name: 'How many devices?', acceptedAnswer: { '@type': 'Answer', text: 'Ten at once.' } },
    ]);
    expect(facts).toMatchObject({ path: '/features', indexable: true });
  });

  it('adds a breadcrumb trail to nested pages unless the module wrote its own', async () => {
    const input = { table, route: routeNamed('download-product'), language: 'de' as const, params: { product: 'mac' }, module: faqModule, i18n, pageTitle: 'VPN für Mac' };
    const facts = await pageHeadFacts({ ...input, extras: {} });
    const trail = facts.structuredData?.find((data) => jsonLdTypes(data).includes('BreadcrumbList'));
    expect((trail?.['itemListElement'] as { item: string }[]).map((crumb) => crumb.item)).toEqual([
      'https://harborvpn.com/de',
      'https://harborvpn.com/de/download',
      'https://harborvpn.com/de/download/mac',
    ]);
    const own = await pageHeadFacts({ ...input, extras: { structuredData: [{ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] }] } });
    expect(own.structuredData?.filter((data) => jsonLdTypes(data).includes('BreadcrumbList'))).toHaveLength(1);
  });

  it('writes no structured data for pages kept out of indexes', async () => {
    const facts = await pageHeadFacts({ table, route: routeNamed('login'), language: 'en', params: {}, module: faqModule, i18n, pageTitle: 'Sign in', extras: {} });
    expect(facts).toMatchObject({ indexable: false, structuredData: [] });
  });
});
