import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Challenge } from '../../src/infrastructure/contract/api.contract.ts';
import type { SandboxDatabase } from './database.ts';

/** Issue 4: a challenge token is good for two minutes, once. */
export const CHALLENGE_LIFETIME_MS = 2 * 60 * 1000;
/** Tolerated clock skew for a token that claims to come from the future. */
const FUTURE_SKEW_MS = 5_000;

type Claims = { readonly v: Challenge; readonly a: string; readonly iat: number; readonly n: string };

function isClaims(value: unknown): value is Claims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (claims['v'] === 'v2' || claims['v'] === 'v3') && typeof claims['a'] === 'string' && typeof claims['iat'] === 'number' && typeof claims['n'] === 'string';
}

/**
 * The reCAPTCHA stand-in's tokens: `<claims>.<HMAC-SHA256>` in base64url, signed with the data
 * directory's secret. Verifying one spends it (its nonce is recorded), so a replay fails.
 */
export class ChallengeTokens {
  readonly #db: SandboxDatabase;
  readonly #secret: Buffer;

  constructor(db: SandboxDatabase, secret: string) {
    this.#db = db;
    this.#secret = Buffer.from(secret, 'utf8');
  }

  issue(version: Challenge, action: string, now: number): string {
    const claims: Claims = { v: version, a: action, iat: now, n: randomBytes(12).toString('base64url') };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${this.#sign(payload)}`;
  }

  /** True once for a well-signed, unexpired token of this version; false for anything else. */
  verify(token: string, version: Challenge, now: number): boolean {
    const [payload, signature, extra] = token.split('.');
    if (payload === undefined || signature === undefined || extra !== undefined) return false;
    const expected = Buffer.from(this.#sign(payload), 'base64url');
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    let claims: unknown;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return false;
    }
    if (!isClaims(claims) || claims.v !== version) return false;
    if (claims.iat > now + FUTURE_SKEW_MS || now - claims.iat > CHALLENGE_LIFETIME_MS) return false;
    return this.#db.transaction(() => {
      // Spent nonces are only needed while their tokens could still pass the age check.
      this.#db.run('DELETE FROM used_challenges WHERE issued_at < ?', now - CHALLENGE_LIFETIME_MS - FUTURE_SKEW_MS);
      const fresh = this.#db.run('INSERT INTO used_challenges (nonce, version, issued_at, used_at) VALUES (?, ?, ?, ?) ON CONFLICT (nonce) DO NOTHING', claims.n, claims.v, claims.iat, now);
      return fresh.changes === 1;
    });
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#secret).update(payload).digest('base64url');
  }
}
