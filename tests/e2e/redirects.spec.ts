import { expect, test, type APIRequestContext } from '@playwright/test';

async function redirectOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  // An absolute URL: a relative '//pricing' would be read as a protocol-relative address.
  const response = await request.get(`${test.info().project.use.baseURL}${path}`, { maxRedirects: 0, headers });
  return { status: response.status(), location: response.headers()['location'], headers: response.headers() };
}

// SPEC §2.1 at the HTTP level, no redirect following.
test.describe('language redirects on the server', () => {
  for (const [path, location] of [
    ['/en/pricing?a=1', '/pricing?a=1'],
    ['/en', '/'],
    ['//pricing', '/pricing'],
    ['/home', '/'],
    ['/home/de', '/de'],
    ['/pricing/', '/pricing'],
  ] as const) {
    test(`${path} moves permanently to ${location}`, async ({ request }) => {
      expect(await redirectOf(request, path)).toMatchObject({ status: 301, location });
    });
  }

  test('/pricing with the de cookie goes to /de/pricing, varying on cookie and language', async ({ request }) => {
    const result = await redirectOf(request, '/pricing', { cookie: 'i18n_redirected=de' });
    expect(result).toMatchObject({ status: 302, location: '/de/pricing' });
    expect(result.headers['vary']).toContain('Cookie');
    expect(result.headers['vary']).toContain('Accept-Language');
  });

  test('/fr/pricing with the ru cookie goes to /ru/pricing', async ({ request }) => {
    expect(await redirectOf(request, '/fr/pricing', { cookie: 'i18n_redirected=ru' })).toMatchObject({ status: 302, location: '/ru/pricing' });
  });

  test('a first visit to / from a German browser goes to /de and remembers German for a year', async ({ request }) => {
    const result = await redirectOf(request, '/', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(result).toMatchObject({ status: 302, location: '/de' });
    expect(result.headers['set-cookie']).toMatch(/i18n_redirected=de; Max-Age=31536000; Path=\/; SameSite=Lax/);
  });

  test('a first visit from an English browser stays on English', async ({ request }) => {
    expect((await redirectOf(request, '/', { 'accept-language': 'en-US,en;q=0.9' })).status).toBe(200);
  });

  test('a cookie that matches the path renders the page', async ({ request }) => {
    expect((await redirectOf(request, '/ja/pricing', { cookie: 'i18n_redirected=ja' })).status).toBe(200);
  });
});
