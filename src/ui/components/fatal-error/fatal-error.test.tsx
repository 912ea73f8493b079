import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { FatalErrorScreen } from './fatal-error.view.tsx';

describe('FatalErrorScreen', () => {
  it('explains the failure as the page heading and reloads on request', async () => {
    const onReload = vi.fn();
    renderWithI18n(<FatalErrorScreen onReload={onReload} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong on our side' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('links home with a plain link, so no router is needed', () => {
    renderWithI18n(<FatalErrorScreen onReload={() => undefined} homeHref="/ar" />);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/ar');
  });

  it('links to the site root when no home is given', () => {
    renderWithI18n(<FatalErrorScreen onReload={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
