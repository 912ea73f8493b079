import { describe, expect, it } from 'vitest';
import { mayReloadPath, recordReload, RELOAD_GUARD_MS } from './reload-guard.ts';

describe('mayReloadPath (SPEC §4 Build freshness)', () => {
  const at = 1_700_000_000_000;
  it('reloads a path never reloaded', () => {
    expect(mayReloadPath({}, '/pricing', at)).toBe(true);
  });
  it('refuses a second reload of the same path within 10 seconds, to the millisecond', () => {
    const record = recordReload({}, '/pricing', at);
    expect(mayReloadPath(record, '/pricing', at + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(mayReloadPath(record, '/pricing', at + RELOAD_GUARD_MS)).toBe(true);
  });
  it('judges each path on its own', () => {
    expect(mayReloadPath(recordReload({}, '/pricing', at), '/features', at + 1)).toBe(true);
  });
  it('allows a reload when the clock went backwards', () => {
    expect(mayReloadPath(recordReload({}, '/pricing', at), '/pricing', at - 1)).toBe(true);
  });
});
