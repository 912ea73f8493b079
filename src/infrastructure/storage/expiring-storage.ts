import { expiring, readExpiring } from '../../domain/index.ts';

/** SPEC §5: a stored value with an expiry is dropped once expired. */
export class ExpiringStorage {
  readonly #storage: () => Storage;
  readonly #now: () => number;

  constructor(storage: () => Storage, now: () => number) {
    this.#storage = storage;
    this.#now = now;
  }

  get<T>(key: string): T | undefined {
    try {
      const raw = this.#storage().getItem(key);
      if (raw === null) return undefined;
      const value = readExpiring<T>(JSON.parse(raw), this.#now());
      if (value === undefined) this.#storage().removeItem(key);
      return value;
    } catch {
      return undefined;
    }
  }

  set<T>(key: string, value: T, ttlMs: number): void {
    try {
      this.#storage().setItem(key, JSON.stringify(expiring(value, this.#now(), ttlMs)));
    } catch {
      // Storage can be full or refused (private modes); the value is then simply not kept.
    }
  }

  remove(key: string): void {
    try {
      this.#storage().removeItem(key);
    } catch {
      // As above.
    }
  }
}
