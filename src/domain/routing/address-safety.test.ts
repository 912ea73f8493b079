import { describe, expect, it } from 'vitest';
import { hasUnsafeAddressCharacters } from './address-safety.ts';

describe('addresses refused before parsing (issue 16)', () => {
  it.each([
    ['a TAB', '/\t/evil.example'],
    ['a line feed', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a backslash', '/\\evil.example'],
    ['a NUL', '/pay\u0000status'],
    ['DEL', '/pay\u007fstatus'],
    ['a C1 control', '/pay\u0085status'],
  ])('refuses %s', (_, address) => {
    expect(hasUnsafeAddressCharacters(address)).toBe(true);
  });

  it.each(['/paystatus?order_id=ord_1', 'https://pay.provider.example/s/1', '/blog/search?q=caf%C3%A9', '/ja/料金'])('takes %s', (address) => {
    expect(hasUnsafeAddressCharacters(address)).toBe(false);
  });
});
