import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordProblems, type PasswordRule } from '../../src/domain/index.ts';
import { ERROR_CODES, badRequest } from './api-failure.ts';

// OWASP's scrypt floor (N=2^17 is their first choice). Test runs make hundreds of accounts, each costing
// ~140 ms of CPU at 2^15; they lower it with SANDBOX_SCRYPT_LOG2_N (the cost travels with each hash, so
// hashes made at either cost verify).
const DEFAULT_LOG2_N = 15;
const MIN_LOG2_N = 10;
const MAX_LOG2_N = 20;

/** log2 of scrypt's N from SANDBOX_SCRYPT_LOG2_N, within MIN_LOG2_N..MAX_LOG2_N; anything else keeps the default. */
export function scryptCostExponent(configured: string | undefined): number {
  const value = Number(configured);
  return configured !== undefined && Number.isInteger(value) && value >= MIN_LOG2_N && value <= MAX_LOG2_N ? value : DEFAULT_LOG2_N;
}

const COST: ScryptOptions = { N: 2 ** scryptCostExponent(process.env['SANDBOX_SCRYPT_LOG2_N']), r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` with a random 16-byte salt; the parameters travel with the hash so they can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p), maxmem: COST.maxmem });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash no password matches: checked for unknown emails so their answer takes as long as a wrong password. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('base64url'));
  return decoy;
}

const RULE_SENTENCES: Readonly<Record<PasswordRule, string>> = {
  TooShort: 'be at least 8 characters long',
  TooLong: 'be at most 20 characters long',
  NotPrintableAscii: 'use only printable ASCII characters, without spaces',
  NoLowercase: 'contain a lowercase letter',
  NoUppercase: 'contain an uppercase letter',
  NoSymbol: 'contain a symbol',
};

/** SPEC §5 Password rules, enforced on the server too: 400 naming every rule the password breaks. */
export function assertPasswordRules(password: string, field = 'password'): void {
  const problems = passwordProblems(password);
  if (problems.length === 0) return;
  const rules = problems.map((rule) => RULE_SENTENCES[rule]);
  const listed = rules.length === 1 ? rules[0] : `${rules.slice(0, -1).join(', ')} and ${rules.at(-1)}`;
  throw badRequest(`The ${field.replace('_', ' ')} must ${listed}.`, ERROR_CODES.passwordRules);
}
