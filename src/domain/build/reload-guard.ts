/** SPEC §9: a newer build reloads a path at most once within this window. */
export const RELOAD_GUARD_MS = 10_000;

/** The tab's session storage keeps the {@link ReloadRecord} under this key, across the reload itself. */
export const RELOAD_RECORD_STORAGE_KEY = 'build-reload-record';

/** When each path was last reloaded for a newer build (epoch ms), kept across the reload itself. */
export type ReloadRecord = Readonly<Record<string, number>>;

/** SPEC §4 Build freshness: reload for a newer build unless this path was reloaded within 10 seconds. */
export function mayReloadPath(record: ReloadRecord, path: string, now: number): boolean {
  const last = record[path];
  return last === undefined || now - last >= RELOAD_GUARD_MS || now < last;
}

/** The record after reloading `path` at `now`. */
export function recordReload(record: ReloadRecord, path: string, now: number): ReloadRecord {
  return { ...record, [path]: now };
}
