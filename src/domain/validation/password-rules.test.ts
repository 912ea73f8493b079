import { describe, expect, it } from 'vitest';
import { isValidPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems } from './password-rules.ts';

describe('password rules (SPEC §5)', () => {
  it('allows 8 to 20 characters', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 20]);
  });

  it.each([
    ['exactly 8 characters', 'aB!aaaaa'],
    ['exactly 20 characters', 'aB!aaaaaaaaaaaaaaaaa'],
    ['digits besides the required classes', 'Passw0rd!'],
    ['no digit at all', 'Password#'],
    ['the lowest printable symbol', 'Password!'],
    ['the highest printable symbol', 'Password~'],
    ['an underscore as the symbol', 'Pass_word'],
    ['a backslash as the symbol', 'Pass\\word'],
    ['a backtick as the symbol', 'Pass`word'],
    ['a bracket as the symbol', 'Pass[word'],
    ['an at sign as the symbol', 'Pass@word'],
  ])('accepts %s', (_label, value) => {
    expect(passwordProblems(value)).toEqual([]);
    expect(isValidPassword(value)).toBe(true);
  });

  it.each([
    ['7 characters', 'aB!aaaa', ['TooShort']],
    ['21 characters', 'aB!aaaaaaaaaaaaaaaaaa', ['TooLong']],
    ['no lowercase letter', 'PASSWORD!1', ['NoLowercase']],
    ['no uppercase letter', 'password!1', ['NoUppercase']],
    ['no symbol', 'Password1', ['NoSymbol']],
    ['a space', 'Pass word!', ['NotPrintableAscii']],
    ['a tab', 'Pass\tword!', ['NotPrintableAscii']],
    ['a DEL character', 'Password!\x7f', ['NotPrintableAscii']],
    ['a non-ASCII letter', 'Passwörd!', ['NotPrintableAscii']],
    ['an emoji', 'Password!😀', ['NotPrintableAscii']],
    ['a space as the only symbol', 'Pass word', ['NotPrintableAscii', 'NoSymbol']],
    ['only digits', '12345678', ['NoLowercase', 'NoUppercase', 'NoSymbol']],
    ['nothing', '', ['TooShort', 'NoLowercase', 'NoUppercase', 'NoSymbol']],
    ['only spaces', '        ', ['NotPrintableAscii', 'NoLowercase', 'NoUppercase', 'NoSymbol']],
    ['every rule it can break at once', 'ö'.repeat(21), ['TooLong', 'NotPrintableAscii', 'NoLowercase', 'NoUppercase', 'NoSymbol']],
  ])('reports %s', (_label, value, problems) => {
    expect(passwordProblems(value)).toEqual(problems);
    expect(isValidPassword(value)).toBe(false);
  });

  it('counts an emoji as one character, not two UTF-16 units', () => {
    // 7 code points, 8 UTF-16 units.
    expect(passwordProblems('aB!aaa😀')).toEqual(['TooShort', 'NotPrintableAscii']);
    // 20 code points, 21 UTF-16 units.
    expect(passwordProblems('aB!aaaaaaaaaaaaaaaa😀')).toEqual(['NotPrintableAscii']);
  });
});
