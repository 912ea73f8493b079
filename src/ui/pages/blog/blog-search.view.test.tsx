import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { BlogSearchView } from './blog-search.view.tsx';

function renderSearch(query: string) {
  const router = createMemoryRouter([{ path: '*', element: <BlogSearchView language="en" contentLanguage="en" query={query} hits={[]} /> }]);
  return renderWithI18n(<RouterProvider router={router} />);
}

describe('BlogSearchView', () => {
  // Issue 16 finding 8: `?q=<b>x</b>` was read as message markup — the tags vanished and Lingui logged an error on every request.
  it('shows the search text literally, never as message markup, and logs nothing', () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    renderSearch('<b>x</b> <0>y</0> {z}');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Results for “<b>x</b> <0>y</0> {z}”');
    expect(document.querySelector('.blog-results b')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });
});
