import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PageTextsLoader } from '../../application/i18n/load-page-texts.use-case.ts';
import { ROUTE_RULES } from '../../domain/index.ts';
import { unknownPathLoader } from './create-routes.tsx';

const services = {
  routeRules: { rules: async () => ROUTE_RULES },
  i18n: setupI18n(),
  pageTexts: new PageTextsLoader({ load: async () => ({}) }),
};

async function answer(url: string): Promise<Response | { data: unknown; init: ResponseInit | null }> {
  try {
    return await unknownPathLoader(services, url.includes('/de/') ? 'de' : 'en')({ request: new Request(url) });
  } catch (thrown) {
    return thrown as Response;
  }
}

describe('an address no route serves', () => {
  it('follows a route rule to its page in the same language, with the query', async () => {
    const response = (await answer('https://site.test/de/buy?utm_source=mail')) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/de/pricing?utm_source=mail');
  });

  it('follows a rule to another site as it is (React Router loads it as a new document)', async () => {
    const response = (await answer('https://site.test/support')) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('https://help.harborvpn.com/hc/en-us');
  });

  it('is not found when no rule names it', async () => {
    expect(await answer('https://site.test/de/no-such-page')).toMatchObject({ init: { status: 404 }, data: { kind: 'unknown-path', path: '/de/no-such-page' } });
  });
});
