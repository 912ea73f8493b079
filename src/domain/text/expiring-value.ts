/** SPEC §5: a stored value with the epoch millisecond at which it stops counting. */
export type Expiring<T> = { value: T; expiresAt: number };

/** SPEC §5: wraps `value` so it expires `ttlMs` after `now`. */
export function expiring<T>(value: T, now: number, ttlMs: number): Expiring<T> {
  return { value, expiresAt: now + ttlMs };
}

/** SPEC §5: the stored entry's value until now >= expiresAt, else undefined; undefined too for anything not shaped like an entry. */
export function readExpiring<T>(stored: unknown, now: number): T | undefined {
  // Storage is untrusted and T cannot be checked here: the value's own shape is the caller's to check.
  if (typeof stored !== 'object' || stored === null || !Object.hasOwn(stored, 'value')) return undefined;
  const { expiresAt } = stored as { expiresAt?: unknown };
  if (typeof expiresAt !== 'number' || Number.isNaN(expiresAt) || now >= expiresAt) return undefined;
  return (stored as { value: T }).value;
}
