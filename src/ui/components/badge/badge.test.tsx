import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge.view.tsx';

describe('Badge', () => {
  it('shows its words in the style of its tone', () => {
    render(<Badge tone="accent">Save 59%</Badge>);
    expect(screen.getByText('Save 59%').className).toBe('badge badge--accent');
  });

  it('uses the brand tone unless told otherwise', () => {
    render(<Badge icon="star">Most popular</Badge>);
    const badge = screen.getByText('Most popular');
    expect(badge.className).toBe('badge badge--brand');
    expect(badge.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
