import { describe, expect, it } from 'vitest';
import { expiring, readExpiring } from './expiring-value.ts';

const DAY_MS = 86_400_000;
const now = Date.UTC(2025, 0, 1);

describe('expiring values (SPEC §5)', () => {
  it('expires the value ttl milliseconds after now', () => {
    expect(expiring({ utm_source: 'google' }, now, 45 * DAY_MS)).toEqual({ value: { utm_source: 'google' }, expiresAt: now + 45 * DAY_MS });
  });

  it.each([
    ['one millisecond before expiry', 44_999, 'kept'],
    ['at the moment of expiry', 45_000, undefined],
    ['after expiry', 46_000, undefined],
  ])('reads the value %s', (_label, elapsed, expected) => {
    expect(readExpiring(expiring('kept', now, 45_000), now + elapsed)).toBe(expected);
  });

  it('reads an entry that went through JSON', () => {
    const stored: unknown = JSON.parse(JSON.stringify(expiring(['a', 'b'], now, 1000)));
    expect(readExpiring<string[]>(stored, now)).toEqual(['a', 'b']);
  });

  it('keeps falsy values that have not expired', () => {
    expect(readExpiring(expiring(0, now, 1), now)).toBe(0);
    expect(readExpiring(expiring('', now, 1), now)).toBe('');
    expect(readExpiring(expiring(null, now, 1), now)).toBeNull();
  });

  it('is already expired with no time to live', () => {
    expect(readExpiring(expiring('x', now, 0), now)).toBeUndefined();
  });

  it('never expires an entry with an infinite expiry', () => {
    expect(readExpiring({ value: 'x', expiresAt: Number.POSITIVE_INFINITY }, now)).toBe('x');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', '{"value":1,"expiresAt":99999999999999}'],
    ['a number', 42],
    ['an array', [1, 2]],
    ['an object without a value', { expiresAt: now + 1000 }],
    ['an object without an expiry', { value: 1 }],
    ['a string expiry', { value: 1, expiresAt: String(now + 1000) }],
    ['a NaN expiry', { value: 1, expiresAt: Number.NaN }],
    ['an inherited value', Object.assign(Object.create({ value: 1 }) as object, { expiresAt: now + 1000 })],
  ])('reads nothing from %s', (_label, stored) => {
    expect(readExpiring(stored, now)).toBeUndefined();
  });
});
