import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, formattersUsedBy, numberFormat, warmFormatter, withWesternDigits } from './intl-formats.ts';

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

  it('lists the formatters a render asked for, once each and in first-use order, cached or not', () => {
    numberFormat('en');
    const { result, formatters } = formattersUsedBy(() => {
      numberFormat('ar', { style: 'percent' });
      numberFormat('en');
      numberFormat('ar', { style: 'percent' });
      dateTimeFormat('ja', { dateStyle: 'long', timeZone: 'UTC' });
      displayNames('de', { type: 'region' });
      return 'rendered';
    });
    expect(result).toBe('rendered');
    expect(formatters).toEqual([
      { kind: 'number', locale: 'ar', options: { style: 'percent' } },
      { kind: 'number', locale: 'en' },
      { kind: 'date', locale: 'ja', options: { dateStyle: 'long', timeZone: 'UTC' } },
      { kind: 'names', locale: 'de', options: { type: 'region' } },
    ]);
    expect(JSON.parse(JSON.stringify(formatters))).toEqual(formatters);
  });

  it('lists nothing for a render that formats nothing, and stops listing when the render throws', () => {
    expect(formattersUsedBy(() => 1).formatters).toEqual([]);
    expect(() => formattersUsedBy(() => { throw new Error('render failed'); })).toThrow('render failed');
    expect(formattersUsedBy(() => undefined).formatters).toEqual([]);
  });

  it('warms the very formatter a listed use names', () => {
    const [use] = formattersUsedBy(() => numberFormat('fr', { style: 'unit', unit: 'year' })).formatters;
    if (use === undefined) throw new Error('no use listed');
    const roundTripped = JSON.parse(JSON.stringify(use)) as typeof use;
    warmFormatter(roundTripped);
    expect(numberFormat('fr', { style: 'unit', unit: 'year' }).format(2)).toBe('2\u00a0ans');
    expect(() => warmFormatter({ kind: 'number', locale: 'not a locale!' })).toThrow(RangeError);
  });

  it('writes Western digits in Arabic and Persian on every runtime (docs/decisions.md)', () => {
    expect(withWesternDigits('ar')).toBe('ar-u-nu-latn');
    expect(withWesternDigits('fa')).toBe('fa-u-nu-latn');
    expect(withWesternDigits('ar-u-ca-gregory')).toBe('ar-u-ca-gregory-nu-latn');
    expect(withWesternDigits('ar-u-nu-arab')).toBe('ar-u-nu-arab');
    expect(withWesternDigits('de')).toBe('de');
    expect(numberFormat('ar').format(3000)).toBe('3,000');
    expect(numberFormat('fa').format(12)).toBe('12');
    expect(dateTimeFormat('ar', { year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 1))).toBe('2026');
  });
});

