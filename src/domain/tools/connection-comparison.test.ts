import { describe, expect, it } from 'vitest';
import { compareConnectionChecks, type ConnectionCheck } from './connection-comparison.ts';

const leak = { kind: 'leak', leaked: ['198.51.100.20'] } as const;
const clean = { kind: 'noLeak', revealed: [] } as const;
const run = (ip: string | undefined, countryCode: string | undefined, verdict: ConnectionCheck['verdict']): ConnectionCheck => ({ ip, countryCode, verdict });

describe('compareConnectionChecks', () => {
  it('shows a working VPN: new IP, new country, the leak gone', () => {
    expect(compareConnectionChecks(run('198.51.100.20', 'DE', leak), run('203.0.113.7', 'CH', clean))).toEqual({ ip: 'changed', country: 'changed', leak: 'fixed' });
  });

  it('shows nothing changed when the VPN was not on', () => {
    expect(compareConnectionChecks(run('2001:db8::1', 'de', leak), run('2001:DB8:0::1', 'DE', leak))).toEqual({ ip: 'same', country: 'same', leak: 'stillLeaking' });
  });

  it('notices a leak that appeared and a clean run that stayed clean', () => {
    expect(compareConnectionChecks(run('1.1.1.1', 'US', clean), run('2.2.2.2', 'US', leak)).leak).toBe('newLeak');
    expect(compareConnectionChecks(run('1.1.1.1', 'US', clean), run('2.2.2.2', 'US', { kind: 'blocked', reason: 'unavailable' })).leak).toBe('noLeak');
  });

  it('says unknown for what one of the runs could not tell', () => {
    expect(compareConnectionChecks(run(undefined, undefined, { kind: 'undetermined', revealed: ['1.1.1.1'] }), run('1.1.1.1', 'US', clean))).toEqual({ ip: 'unknown', country: 'unknown', leak: 'unknown' });
  });
});
