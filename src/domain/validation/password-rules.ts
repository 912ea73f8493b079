/** SPEC §5 Password: the rules a password can break, in the order they are reported. */
export type PasswordRule = 'TooShort' | 'TooLong' | 'NotPrintableAscii' | 'NoLowercase' | 'NoUppercase' | 'NoSymbol';

/** SPEC §5, §9: at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** SPEC §5, §9: at most 20 characters. */
export const PASSWORD_MAX_LENGTH = 20;

// Printable ASCII is 0x21-0x7E: a space (0x20) would be invisible in a password field, so it is refused.
const ONLY_PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
const LOWERCASE = /[a-z]/;
const UPPERCASE = /[A-Z]/;
const SYMBOL = /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/;

/** SPEC §5 Password: every rule `value` breaks (8-20 printable ASCII, a lowercase, an uppercase and a symbol); [] when valid. */
export function passwordProblems(value: string): PasswordRule[] {
  // Code points, so an emoji counts as one character, as the visitor sees it.
  const length = [...value].length;
  const problems: PasswordRule[] = [];
  if (length < PASSWORD_MIN_LENGTH) problems.push('TooShort');
  if (length > PASSWORD_MAX_LENGTH) problems.push('TooLong');
  if (!ONLY_PRINTABLE_ASCII.test(value)) problems.push('NotPrintableAscii');
  if (!LOWERCASE.test(value)) problems.push('NoLowercase');
  if (!UPPERCASE.test(value)) problems.push('NoUppercase');
  if (!SYMBOL.test(value)) problems.push('NoSymbol');
  return problems;
}

/** SPEC §5 Password: 8 to 20 printable ASCII characters with a lowercase letter, an uppercase letter and a symbol. */
export function isValidPassword(value: string): boolean {
  return passwordProblems(value).length === 0;
}
