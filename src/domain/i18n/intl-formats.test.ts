import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat } from './intl-formats.ts';

describe('shared Intl formatters', () => {
  it('gives the same formatter for the same locale and options, and another for other options', () => {
    expect(numberFormat('de')).toBe(numberFormat('de'));
    expect(numberFormat('de', { useGrouping: false })).toBe(numberFormat('de', { useGrouping: false }));
    expect(numberFormat('de', { useGrouping: false })).not.toBe(numberFormat('de'));
    expect(numberFormat('de')).not.toBe(numberFormat('fr'));
  });

  it('formats as the constructors do', () => {
    expect(numberFormat('de').format(3000)).toBe('3.000');
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 25))).toBe('November 25, 2026');
    expect(displayNames('fr', { type: 'region' }).of('DE')).toBe('Allemagne');
  });

  it('throws for a malformed locale, as the constructor does, and caches nothing for it', () => {
    expect(() => numberFormat('not a locale!')).toThrow(RangeError);
    expect(() => numberFormat('not a locale!')).toThrow(RangeError);
  });
});
