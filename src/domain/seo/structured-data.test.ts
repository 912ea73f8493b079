import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, faqPageJsonLd, jsonLdTypes, productJsonLd } from './structured-data.ts';

describe('faqPageJsonLd', () => {
  it('turns each question and answer into a Question with an accepted Answer', () => {
    expect(faqPageJsonLd([{ question: 'Does it log?', answer: 'No.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Does it log?', acceptedAnswer: { '@type': 'Answer', text: 'No.' } }],
    });
  });

  it('writes nothing for a page without questions, since an empty FAQPage is invalid', () => {
    expect(faqPageJsonLd([])).toBeUndefined();
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1, home first', () => {
    const trail = breadcrumbJsonLd([
      { name: 'Harbor VPN', url: 'https://x.test/' },
      { name: 'Download', url: 'https://x.test/download' },
      { name: 'VPN for Windows', url: 'https://x.test/download/windows' },
    ]);
    expect(trail['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Harbor VPN', item: 'https://x.test/' },
      { '@type': 'ListItem', position: 2, name: 'Download', item: 'https://x.test/download' },
      { '@type': 'ListItem', position: 3, name: 'VPN for Windows', item: 'https://x.test/download/windows' },
    ]);
  });
});

describe('productJsonLd', () => {
  it('writes prices with two decimals as schema.org expects', () => {
    const product = productJsonLd({ name: 'Harbor VPN', description: 'd', brand: 'Harbor VPN', image: 'https://x.test/i.png', offers: [{ name: '1 year', price: 71.88, currency: 'USD', url: 'https://x.test/pricing?plan=1y' }, { name: '2 years', price: 95.8, currency: 'USD', url: 'u' }] });
    expect(jsonLdTypes(product)).toEqual(['Product']);
    expect((product['offers'] as { price: string }[]).map((offer) => offer.price)).toEqual(['71.88', '95.80']);
  });
});
