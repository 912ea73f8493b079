import { FRONT_ID_STORAGE_KEY } from '../../domain/index.ts';

/** This browser's id in analytics events (SPEC: front_id), kept in local storage; a fresh one when storage is refused. */
export function frontId(): string {
  try {
    const stored = localStorage.getItem(FRONT_ID_STORAGE_KEY);
    if (stored) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(FRONT_ID_STORAGE_KEY, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}
