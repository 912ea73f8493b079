import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/support/render-ui.tsx';
import { ShellError } from './shell-error.tsx';

function BrokenShell(): never {
  throw new Error('The shell could not render');
}

describe('the fatal error screen (SPEC §2.2)', () => {
  it('replaces a shell that failed, with a reload and the way home in the page language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/de', Component: BrokenShell, ErrorBoundary: () => <ShellError language="de" /> }], { initialEntries: ['/de'] });
    renderWithI18n(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong on our side' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/de');
  });
});
