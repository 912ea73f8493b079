import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { inProcessSandbox, type InProcessSandbox } from '../support/in-process-sandbox.ts';
import { renderPage } from '../support/render-page.tsx';
import { offerCountdownMachine } from '../../src/application/promotion/offer-countdown.machine.ts';
import { TOKENS } from '../../src/application/tokens.ts';
import { CatalogAdapter } from '../../src/infrastructure/api/catalog.adapter.ts';
import { GeoAdapter } from '../../src/infrastructure/api/geo.adapter.ts';
import { browserMachines, type BrowserMachineDeps } from '../../src/infrastructure/di/browser-machines.ts';
import { ApiClient } from '../../src/infrastructure/http/api-client.ts';
import { Page } from '../../src/ui/pages/pricing/pricing.page.tsx';
import { HomePricingTeaser } from '../../src/ui/pages/home/home-islands.tsx';
import { ContainerProvider } from '../../src/ui/di/container-context.tsx';
import { compiledMessages } from '../support/compiled-catalog.ts';
import { translated } from '../support/catalog.ts';

// Issue 5: a visitor sees the plans in their country's currency, and a visitor from China is told why purchase is
// blocked. The page runs its real machine over the site's own geo and catalogue adapters, answered by the sandbox
// in this process for a visitor of the given country: the chain the browser runs, without the browser.
let sandbox: InProcessSandbox | undefined;

afterEach(() => {
  sandbox?.close();
  sandbox = undefined;
});

function pricingContainer(countryCode: string): Container {
  sandbox = inProcessSandbox({ defaultCountry: countryCode });
  const client = new ApiClient({ apiBase: sandbox.origin, token: () => undefined, challenge: { executeV3: async () => '', mountV2: async () => undefined }, fetch: sandbox.fetch });
  // The pricing machine reads only these four of the app's dependencies.
  const deps: Pick<BrowserMachineDeps, 'geo' | 'catalog' | 'xFrom' | 'partnerReferral'> = {
    geo: new GeoAdapter(client),
    catalog: new CatalogAdapter(client),
    xFrom: () => undefined,
    partnerReferral: () => false,
  };
  const container = new Container();
  container.bind(TOKENS.PricingMachine).toConstantValue(browserMachines(deps as BrowserMachineDeps).pricing);
  container.bind(TOKENS.OfferCountdownMachine).toConstantValue(offerCountdownMachine);
  return container;
}

function pricingFor(countryCode: string) {
  renderPage(Page, { container: pricingContainer(countryCode), url: '/pricing', routeName: 'pricing' });
}

const plans = () => screen.findByRole('group', { name: 'Choose a plan' });

describe('the pricing page', () => {
  it.each([
    ['GB', '£', /\$/],
    ['US', '$', /A\$|CA\$|£/],
  ])('shows a visitor from %s the plans in %s, the longest plan chosen', async (country, symbol, otherCurrency) => {
    pricingFor(country);
    const group = await plans();
    expect(await within(group).findAllByRole('radio')).toHaveLength(3);
    expect(group.textContent).toContain(symbol);
    expect(group.textContent).not.toMatch(otherCurrency);
    expect(screen.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe('/pricing/checkout/2y');
  });

  it('updates the breakdown and the checkout link when the visitor chooses another plan', async () => {
    pricingFor('US');
    const [monthly] = await within(await plans()).findAllByRole('radio');
    await userEvent.click(monthly as HTMLElement);
    expect(screen.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe('/pricing/checkout/1m');
    expect(await screen.findByText(/Renews at \$12\.99 every 1 month/)).toBeTruthy();
  });

  it('tells a visitor from China why purchase is blocked, instead of a dead button', async () => {
    pricingFor('CN');
    expect((await screen.findByRole('note')).textContent).toContain('not available in your region');
    expect(screen.queryByRole('link', { name: 'Continue to checkout' })).toBeNull();
  });
});

// The home page's plan switcher is an island (issue 17): the same machine and adapters, in the page's language and
// with the checkout of that language. Its layout while prices load is a browser test (content-a-pages.spec.ts).
describe('the home pricing teaser', () => {
  it('shows a visitor from the United Kingdom pounds in German, and links the chosen plan to the German checkout', async () => {
    // What the document runtime loads for the home page: the shared catalogue and the page's own.
    const i18n = setupI18n({ locale: 'de', messages: { de: { ...(await compiledMessages('de', 'header')), ...(await compiledMessages('de', 'home')) } } });
    render(
      <ContainerProvider container={pricingContainer('GB')}>
        <I18nProvider i18n={i18n}>
          <HomePricingTeaser language="de" pricingHref="/de/pricing" />
        </I18nProvider>
      </ContainerProvider>,
    );
    const switcher = await screen.findByRole('group', { name: translated('de', 'home', 'Plan length') });
    const year = within(switcher).getByRole('radio', { name: '1 Jahr' });
    await userEvent.click(year);
    const card = switcher.closest('.home-teaser__card') as HTMLElement;
    expect(card.querySelector('.home-teaser__per-month')?.textContent).toContain('£');
    expect(card.textContent).not.toMatch(/\$/);
    expect(within(card).getByRole('link', { name: translated('de', 'home', 'Get Harbor VPN') }).getAttribute('href')).toBe('/de/pricing/checkout/1y');
  });
});
