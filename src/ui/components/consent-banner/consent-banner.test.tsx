import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { ConsentBannerView } from './consent-banner.view.tsx';

function renderBanner(visible = true) {
  const onAccept = vi.fn();
  const onReject = vi.fn();
  const view = renderWithI18n(<ConsentBannerView visible={visible} onAccept={onAccept} onReject={onReject} policyHref="/de/cookie-policy-2025" />);
  return { onAccept, onReject, ...view };
}

describe('ConsentBannerView', () => {
  it('explains cookies in a named region with a link to the cookie policy', () => {
    renderBanner();
    const region = screen.getByRole('region', { name: 'Cookie choices' });
    expect(within(region).getByRole('link', { name: 'cookie policy' }).getAttribute('href')).toBe('/de/cookie-policy-2025');
  });

  it('makes rejecting exactly as easy as accepting', async () => {
    const { onAccept, onReject } = renderBanner();
    const accept = screen.getByRole('button', { name: 'Accept all' });
    const reject = screen.getByRole('button', { name: 'Reject non-essential' });
    expect(reject.className).toBe(accept.className);
    await userEvent.click(reject);
    expect(onReject).toHaveBeenCalledTimes(1);
    expect(onAccept).not.toHaveBeenCalled();
    await userEvent.click(accept);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('renders nothing once the visitor has chosen', () => {
    const { container } = renderBanner(false);
    expect(container.innerHTML).toBe('');
  });
});
