import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRouter } from '../../../../tests/support/render-page.tsx';
import { LanguageChoice } from '../../../application/i18n/language-choice.use-case.ts';
import type { LanguagePreferencePort } from '../../../application/ports/language-preference.port.ts';
import { TOKENS } from '../../../application/tokens.ts';
import type { Language } from '../../../domain/index.ts';
import { Header } from './header.tsx';

function renderHeaderAt(path: string, language: Language) {
  const remembered: Language[] = [];
  const preference: LanguagePreferencePort = {
    remembered: () => remembered.at(-1),
    remember: (chosen) => void remembered.push(chosen),
    browserLanguages: () => [],
  };
  const container = new Container();
  container.bind(TOKENS.LanguageChoice).toConstantValue(new LanguageChoice(preference));
  const router = createMemoryRouter(
    [
      { path: '/de/pricing', handle: { language: 'de' }, element: <Header transparent={false} /> },
      { path: '*', handle: { language }, element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  renderRouter(router, container, { chooseLanguage: (chosen) => void preference.remember(chosen) });
  return { remembered, router };
}

describe('Header', () => {
  it('links the main navigation in the page language', () => {
    renderHeaderAt('/de/pricing?plan=2', 'de');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveProperty('pathname', '/de/features');
    expect(within(nav).getByRole('link', { name: 'Pricing' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers the same page in each of the twelve languages', () => {
    // The switcher is an island (issue 17): it reads the browser's query, as a document page has no router.
    history.replaceState(null, '', '/de/pricing?plan=2');
    renderHeaderAt('/de/pricing?plan=2', 'de');
    const menu = screen.getByRole('list', { name: 'Language' });
    const links = within(menu).getAllByRole('link');
    // Eleven languages; with the `/en` alias they make SPEC's twelve route variants.
    expect(links).toHaveLength(11);
    expect(links.map((link) => link.getAttribute('href'))).toContain('/ar/pricing?plan=2');
    expect(within(menu).getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/pricing?plan=2');
    history.replaceState(null, '', '/');
  });

  it('offers sign-in to a visitor without a session', () => {
    renderHeaderAt('/de/pricing', 'de');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/de/login');
  });

  it('remembers the chosen language before navigating to it', async () => {
    const { remembered, router } = renderHeaderAt('/de/pricing', 'de');
    await userEvent.click(screen.getByLabelText('Language: Deutsch'));
    await userEvent.click(screen.getByRole('link', { name: 'Русский' }));
    expect(remembered).toEqual(['ru']);
    expect(router.state.location.pathname).toBe('/ru/pricing');
  });
});
