import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from './article-body.view.tsx';
import type { ArticleNode } from './blog-data.types.ts';

function renderBody(body: readonly ArticleNode[]) {
  const router = createMemoryRouter([{ path: '*', element: <ArticleBody body={body} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('ArticleBody', () => {
  it('renders the tree as elements, with HTML attribute names as React props', () => {
    renderBody([
      { tag: 'h2', attrs: { id: 'why' }, children: ['Why', { tag: 'a', attrs: { class: 'heading-anchor', href: '#why', 'aria-hidden': 'true', tabindex: '-1' }, children: ['#'] }] },
      { tag: 'ol', attrs: { start: '3' }, children: [{ tag: 'li', children: [{ tag: 'input', attrs: { type: 'checkbox', disabled: '', checked: '' } }, ' done'] }] },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Why' }).getAttribute('id')).toBe('why');
    const anchor = document.querySelector('a.heading-anchor');
    expect(anchor?.getAttribute('tabindex')).toBe('-1');
    expect(anchor?.getAttribute('href')).toBe('#why');
    expect(screen.getByRole('list').getAttribute('start')).toBe('3');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
  });

  it("opens the site's own pages in the app and marks links to other sites", () => {
    renderBody([
      {
        tag: 'p',
        children: [
          { tag: 'a', attrs: { href: '/pricing' }, children: ['plans'] },
          ' and ',
          { tag: 'a', attrs: { href: 'https://developer.mozilla.org/', rel: 'noopener' }, children: ['MDN'] },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: 'plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'plans' }).getAttribute('data-discover')).toBe('true');
    expect(screen.getByRole('link', { name: 'MDN' }).getAttribute('rel')).toBe('noopener');
  });

  it('shows text that looks like HTML as text', () => {
    const { container } = renderBody([{ tag: 'p', children: ['<script>alert(1)</script>'] }]);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>').tagName).toBe('P');
  });
});
