import { describe, expect, it } from 'vitest';
import { replacePlaceholders } from './placeholders.ts';

const german = { '1': 'Jahr', '2': '' };
const english = { '1': 'year', '2': 'month', '3': 'week' };

describe('replacePlaceholders (SPEC §5)', () => {
  it.each([
    ['the localised string', 'per @(1)', 'per Jahr'],
    ['the default-language string when the localised one is missing', 'per @(3)', 'per week'],
    ['the default-language string when the localised one is empty', 'per @(2)', 'per month'],
    ['the key itself when neither has it', 'per @(42)', 'per 42'],
    ['every placeholder', '@(1), @(3), @(1) and @(9)', 'Jahr, week, Jahr and 9'],
    ['placeholders next to each other', '@(1)@(3)', 'Jahrweek'],
  ])('uses %s', (_label, text, expected) => {
    expect(replacePlaceholders(text, german, english)).toBe(expected);
  });

  it.each(['@()', '@(abc)', '@(1a)', '@( 1 )', '@(-1)', '@1', '(1)', '@(1', '@(1.5)', '@(١)'])('leaves %j alone', (text) => {
    expect(replacePlaceholders(text, german, english)).toBe(text);
  });

  it('keeps leading zeros in the key', () => {
    expect(replacePlaceholders('@(01)', { '01': 'eins' }, english)).toBe('eins');
    expect(replacePlaceholders('@(01)', {}, {})).toBe('01');
  });

  it('does not expand placeholders inside a replacement', () => {
    expect(replacePlaceholders('@(1)', { '1': 'see @(2)' }, english)).toBe('see @(2)');
  });

  it('writes replacement text literally, even with dollar signs', () => {
    expect(replacePlaceholders('@(1)', { '1': '$& $1 $$' }, {})).toBe('$& $1 $$');
  });

  it('leaves text without placeholders unchanged', () => {
    expect(replacePlaceholders('', german, english)).toBe('');
    expect(replacePlaceholders('email me @ home (1)', german, english)).toBe('email me @ home (1)');
  });
});
