import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink, IconButton } from './button.view.tsx';

describe('Button', () => {
  it('calls back when pressed', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="primary" onClick={onClick}>
        Buy now
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy and disabled while loading, keeping its label as its name', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="primary" loading onClick={onClick}>
        Buy now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Buy now' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is neither busy nor disabled when not loading', () => {
    render(<Button variant="secondary">Cancel</Button>);
    const button = screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('does not submit the form it is in unless it is a submit button', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button variant="ghost">Show details</Button>
        <Button variant="primary" type="submit">
          Sign in
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('styles itself by variant and size', () => {
    render(
      <Button variant="danger" size="sm">
        Remove
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Remove' }).className).toBe('btn btn--danger btn--sm');
  });
});

describe('ButtonLink', () => {
  it('stays a link while looking like a button', () => {
    render(
      <ButtonLink variant="primary" href="/pricing" icon="arrow-right" iconPosition="end">
        See plans
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'See plans' });
    expect(link.getAttribute('href')).toBe('/pricing');
    expect(link.className).toBe('btn btn--primary');
  });
});

describe('IconButton', () => {
  it('is named by its label, not by its icon', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="close" label="Close" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
