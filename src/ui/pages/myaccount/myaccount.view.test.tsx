import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import type { AccountOverview } from '../../../application/account/my-account.machine.ts';
import { dateTimeOptions } from '../../../domain/index.ts';
import { MyAccountView } from './myaccount.view.tsx';

const OVERVIEW: AccountOverview = {
  profile: { user: { user_id: 'u1', name: 'ada@example.com', password_set: true }, email: 'ada@example.com', verified: false, createdAt: 0, plan: undefined },
  subscriptions: [],
  devices: [],
  deviceLimit: 5,
  allowedIp: { currentIp: '203.0.113.7', boundIp: undefined, boundAt: undefined },
};

function renderReady(overview: AccountOverview) {
  const noop = () => undefined;
  renderWithI18n(
    <MyAccountView
      model={{ status: 'ready', overview, busy: undefined, ipInput: '', ipError: undefined, now: 0 }}
      localeTag="en"
      momentFormat={{ ...dateTimeOptions('en'), timeZone: 'UTC' }}
      onRetry={noop}
      onUnbind={noop}
      onEditIp={noop}
      onUseCurrentIp={noop}
      onBindIp={noop}
      onRemoveIp={noop}
      security={<p>security card</p>}
    />,
  );
}

describe('MyAccountView', () => {
  it('marks an unverified email as such beside the address', () => {
    renderReady(OVERVIEW);
    expect(screen.getByText('ada@example.com').parentElement?.textContent).toBe('ada@example.comNot verified');
  });

  it('marks a verified email as verified', () => {
    renderReady({ ...OVERVIEW, profile: { ...OVERVIEW.profile, verified: true } });
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.queryByText('Not verified')).toBeNull();
  });

  it('places the security card after the profile and before the subscriptions', () => {
    renderReady(OVERVIEW);
    const order = [screen.getByRole('heading', { name: 'Profile' }), screen.getByText('security card'), screen.getByRole('heading', { name: 'Subscriptions' })];
    expect(order[0]!.compareDocumentPosition(order[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(order[1]!.compareDocumentPosition(order[2]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when each device was last active, on the 12-hour clock (SPEC §9)', () => {
    renderReady({ ...OVERVIEW, devices: [{ appType: 1, deviceId: 'd1', name: 'iPhone', platform: 'iOS', client: 'Master iOS', lastSeenAt: Date.UTC(2026, 10, 27, 15, 4) }] });
    expect(screen.getByText(/^last active/).textContent).toBe('last active Nov 27, 2026, 3:04 PM');
  });
});
