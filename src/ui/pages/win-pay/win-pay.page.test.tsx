import { screen } from '@testing-library/react';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { addressOf, renderPage } from '../../../../tests/support/render-page.tsx';
import { Page } from './win-pay.page.tsx';

describe("/redirect, the Windows app's hand-off to payment", () => {
  it.each([
    ['/redirect?plan=1y&trial=1', 'en', '/pricing/checkout/1y?trial=1'],
    ['/de/redirect?plan=1m', 'de', '/de/pricing/checkout/1m'],
    ['/redirect?plan=9y', 'en', '/pricing'],
  ] as const)('goes on from %s to %s', async (url, language, target) => {
    const { router } = renderPage(Page, { container: new Container(), url, language, routeName: 'redirect' });
    await screen.findByTestId('elsewhere');
    expect(addressOf(router)).toBe(target);
  });
});
