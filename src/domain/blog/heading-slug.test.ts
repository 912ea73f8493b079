import { describe, expect, it } from 'vitest';
import { headingSlugs } from './heading-slug.ts';

describe('headingSlugs', () => {
  it.each([
    ['Who else is on the network?', 'who-else-is-on-the-network'],
    ['What a VPN changes', 'what-a-vpn-changes'],
    ['  Café & crème brûlée  ', 'cafe-creme-brulee'],
    ['Что меняет VPN', 'что-меняет-vpn'],
    ['VPNで変わること', 'vpnで変わること'],
    ['2FA: step 1', '2fa-step-1'],
    ['!!!', 'section'],
  ])('%s → %s', (heading, slug) => {
    expect(headingSlugs([heading])).toEqual([slug]);
  });

  it('numbers repeated headings in order so ids stay unique and stable', () => {
    expect(headingSlugs(['Setup', 'Windows', 'Setup', 'Setup'])).toEqual(['setup', 'windows', 'setup-2', 'setup-3']);
  });
});
