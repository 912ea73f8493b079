import { FRONT_ID_STORAGE_KEY } from '../../domain/index.ts';

/**
 * A random id kept under `key` in a storage, created on first use; a fresh one each time when the storage is refused
 * (private modes, blocked storage). `storage` is a getter: reading `localStorage` itself can throw.
 */
export function storedRandomId(storage: () => Storage, key: string): string {
  try {
    const stored = storage().getItem(key);
    if (stored) return stored;
    const created = crypto.randomUUID();
    storage().setItem(key, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}

/** This browser's id in analytics events (SPEC: front_id), kept in local storage. */
export function frontId(): string {
  return storedRandomId(() => localStorage, FRONT_ID_STORAGE_KEY);
}
