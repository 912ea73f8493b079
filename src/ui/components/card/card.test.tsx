import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card.view.tsx';

describe('Card', () => {
  it('renders as the element it is given, with its padding and tone', () => {
    render(
      <Card as="article" padding="lg" tone="highlight" aria-label="Yearly plan">
        <p>Best value</p>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Yearly plan' });
    expect(card.className).toBe('card card--lg card--highlight');
    expect(card.textContent).toBe('Best value');
  });

  it('is a plain padded surface by default', () => {
    render(<Card>Content</Card>);
    const card = screen.getByText('Content');
    expect(card.tagName.toLowerCase()).toBe('div');
    expect(card.className).toBe('card');
  });
});
