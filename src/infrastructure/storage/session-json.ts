/** A JSON value in sessionStorage; storage that is full, blocked or holds junk reads as the fallback. */
export function readSessionJson<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeSessionJson(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private modes can refuse storage; losing the record only risks one extra reload.
  }
}
