import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner.view.tsx';

describe('Spinner', () => {
  it('says what is loading as a status when labelled', () => {
    render(<Spinner label="Loading plans" />);
    expect(screen.getByRole('status').textContent).toBe('Loading plans');
  });

  it('is hidden from screen readers without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
