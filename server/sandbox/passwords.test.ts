import { describe, expect, it } from 'vitest';
import { hashPassword, scryptCostExponent, verifyPassword } from './passwords.ts';

describe('password hashes', () => {
  it('take the cost from SANDBOX_SCRYPT_LOG2_N only within 10..20, else 2^15', () => {
    expect(scryptCostExponent(undefined)).toBe(15);
    expect(scryptCostExponent('10')).toBe(10);
    expect(scryptCostExponent('20')).toBe(20);
    for (const bad of ['9', '21', '12.5', 'fast', '']) expect(scryptCostExponent(bad)).toBe(15);
  });

  it('verify whatever cost they were made at, since the cost travels with the hash', async () => {
    const hash = await hashPassword('Harbor2026!');
    expect(await verifyPassword('Harbor2026!', hash)).toBe(true);
    expect(await verifyPassword('harbor2026!', hash)).toBe(false);
    // The N written in the hash is the one verification uses: the same salt and key under another N fail.
    const otherN = hash.startsWith('scrypt$1024$') ? 2048 : 1024;
    expect(await verifyPassword('Harbor2026!', hash.replace(/^scrypt\$\d+\$/, `scrypt$${otherN}$`))).toBe(false);
  });

  it('never match a malformed stored value', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1024$8$1')).toBe(false);
  });
});
