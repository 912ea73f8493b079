import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { LeakTestResultView } from './webrtc-leak-test.view.tsx';

// Issue 6 WebRTC leak test: the result as the visitor reads it. The verdict itself is a domain rule
// (src/domain/tools/webrtc-verdict.test.ts); the browser's real gathering against the loopback STUN server is
// tests/e2e/tools-pages.spec.ts.
describe('the WebRTC leak result', () => {
  it('names a leak, marks the address that differs from the site’s view, and shows the IP the site sees', () => {
    renderWithI18n(
      <LeakTestResultView
        model={{
          status: 'done',
          ip: '198.51.100.20',
          ipVersion: 4,
          country: 'Germany',
          verdict: { kind: 'leak', leaked: ['127.0.0.1'] },
          rows: [
            { address: '127.0.0.1', kind: 'ipv4', type: 'srflx', protocol: 'udp', leaked: true, revealed: true },
            { address: 'f3c1.local', kind: 'mdns', type: 'host', protocol: 'udp', leaked: false, revealed: false },
          ],
          complete: true,
        }}
        onRunAgain={() => undefined}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('WebRTC leak found');
    const [leakedRow, hiddenRow] = within(screen.getByRole('table', { name: 'Every address WebRTC found' })).getAllByRole('row').slice(1);
    expect(leakedRow?.textContent).toContain('Differs from the site’s view');
    expect(hiddenRow?.textContent).not.toContain('Differs from the site’s view');
    expect(screen.getByText(/The IP this site sees:/).textContent).toContain('198.51.100.20');
  });

  it('says when gathering ran out of time, so the list may be incomplete', () => {
    renderWithI18n(
      <LeakTestResultView
        model={{ status: 'done', ip: '203.0.113.7', ipVersion: 4, country: undefined, verdict: { kind: 'blocked', reason: 'noCandidates' }, rows: [], complete: false }}
        onRunAgain={() => undefined}
      />,
    );
    expect(screen.getByText('WebRTC found no address.')).toBeTruthy();
    expect(screen.getByText(/still gathering when the time limit passed/)).toBeTruthy();
  });
});
