import { describe, expect, it } from 'vitest';
import { isVerificationCode } from './verification-code.ts';

describe('isVerificationCode', () => {
  it.each(['123456', '000000', ' 987654 ', '999999\n'])('accepts %j', (value) => {
    expect(isVerificationCode(value)).toBe(true);
  });

  it.each([
    ['nothing', ''],
    ['five digits', '12345'],
    ['seven digits', '1234567'],
    ['a letter', '12a456'],
    ['a space inside', '123 456'],
    ['non-ASCII digits', '١٢٣٤٥٦'],
    ['a sign', '+12345'],
  ])('rejects %s (%j)', (_label, value) => {
    expect(isVerificationCode(value)).toBe(false);
  });
});
