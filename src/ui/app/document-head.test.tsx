import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageHead } from '../../domain/index.ts';
import { HEAD_UPDATE_DEBOUNCE_MS, useDocumentHead } from './document-head.ts';

function Head({ head }: { head: PageHead }) {
  useDocumentHead(head);
  return null;
}

const head = (path: string, title: string): PageHead => ({ language: 'en', path, title, description: `About ${title}`, indexable: true });

describe('the document head after client navigation (SPEC §9: updates debounced 10 ms)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the head once, for the last of a burst of pages, 10 ms after it', () => {
    vi.useFakeTimers();
    document.title = 'Home | Harbor VPN';
    const { rerender } = render(<Head head={head('/features', 'Features | Harbor VPN')} />);
    rerender(<Head head={head('/pricing', 'Pricing | Harbor VPN')} />);
    vi.advanceTimersByTime(HEAD_UPDATE_DEBOUNCE_MS - 1);
    expect(document.title).toBe('Home | Harbor VPN');
    vi.advanceTimersByTime(1);
    expect(document.title).toBe('Pricing | Harbor VPN');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('About Pricing | Harbor VPN');
  });
});
