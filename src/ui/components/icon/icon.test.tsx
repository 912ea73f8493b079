import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ICONS, Icon, isIconName, type IconName } from './icon.view.tsx';

describe('Icon', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('names a labelled icon for screen readers as an image', () => {
    render(<Icon name="shield" label="Protected" />);
    expect(screen.getByRole('img', { name: 'Protected' }).tagName.toLowerCase()).toBe('svg');
  });

  it('hides an icon without a label from screen readers', () => {
    const { container } = render(<Icon name="check" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders nothing and logs an error for an unknown icon name', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<Icon name={'rocket' as IconName} />);
    expect(container.innerHTML).toBe('');
    expect(error).toHaveBeenCalledWith('Unknown icon: rocket');
  });

  it('backs every registered name with a glyph', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const name of Object.keys(ICONS)) {
      const { container, unmount } = render(<Icon name={name as IconName} />);
      expect(container.querySelector('svg'), name).not.toBeNull();
      unmount();
    }
    expect(error).not.toHaveBeenCalled();
  });

  it('mirrors icons that point along the reading direction, and only those', () => {
    const { container } = render(
      <>
        <Icon name="chevron-right" />
        <Icon name="check" />
      </>,
    );
    const [chevron, check] = container.querySelectorAll('svg');
    expect(chevron?.getAttribute('class')).toContain('icon--mirror');
    expect(check?.getAttribute('class')).not.toContain('icon--mirror');
  });

  it('tells registry names from other strings', () => {
    expect(isIconName('globe')).toBe(true);
    expect(isIconName('toString')).toBe(false);
    expect(isIconName('rocket')).toBe(false);
  });
});
