import { describe, expect, it } from 'vitest';
import { clockOf, dateTimeOptions } from './clock.ts';

const AT = Date.UTC(2026, 10, 27, 15, 4);
const shown = (locale: Parameters<typeof clockOf>[0], tag = locale) => new Intl.DateTimeFormat(tag, { ...dateTimeOptions(locale), timeZone: 'UTC' }).format(AT);

describe('the clock of a shown time (SPEC §9)', () => {
  it('is the 12-hour clock with AM/PM in English, in the language’s words where it has them', () => {
    expect(shown('en')).toBe('Nov 27, 2026, 3:04 PM');
    expect(clockOf('ar')).toBe('h12');
    expect(shown('ar')).toContain('م');
  });

  it('is the 24-hour clock in languages that tell the time that way', () => {
    expect(shown('de')).toBe('27.11.2026, 15:04');
    expect(shown('ja')).toBe('2026/11/27 15:04');
    expect(clockOf('ru')).toBe('h23');
  });
});
