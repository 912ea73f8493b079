import { describe, expect, it } from 'vitest';
import { avatarMonogram } from './avatar.ts';

describe('the account avatar (SPEC §3)', () => {
  it('is the first letter or digit of the email, upper-cased', () => {
    expect(avatarMonogram('ada@example.com')).toBe('A');
    expect(avatarMonogram('_9lives@example.com')).toBe('9');
    expect(avatarMonogram('émile@example.fr')).toBe('É');
  });

  it('is empty for an account without an email yet', () => {
    expect(avatarMonogram('')).toBe('');
  });
});
