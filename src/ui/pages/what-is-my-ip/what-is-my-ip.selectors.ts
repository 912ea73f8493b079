import type { SnapshotFrom } from 'xstate';
import type { ipLookupMachine } from '../../../application/tools/ip-lookup.machine.ts';
import { ipVersion } from '../../../domain/index.ts';
import { countryLabel } from '../tools/tools.selectors.ts';

export type IpToolViewModel =
  | { readonly status: 'waiting' | 'lookingUp' }
  | { readonly status: 'failed'; readonly reason: 'unavailable' | 'rateLimited' }
  | {
      readonly status: 'shown';
      readonly ip: string;
      readonly version: 4 | 6 | undefined;
      readonly country: string | undefined;
      readonly copy: 'ready' | 'copying' | 'copied' | 'copyFailed';
    };

export function selectIpTool(snapshot: SnapshotFrom<typeof ipLookupMachine>, locale: string): IpToolViewModel {
  const { geo, failure } = snapshot.context;
  if (snapshot.matches('idle')) return { status: 'waiting' };
  if (snapshot.matches('lookingUp')) return { status: 'lookingUp' };
  if (snapshot.matches('failed') || geo === undefined) return { status: 'failed', reason: failure ?? 'unavailable' };
  const copy = (['copying', 'copied', 'copyFailed'] as const).find((state) => snapshot.matches({ shown: state })) ?? 'ready';
  return { status: 'shown', ip: geo.ip, version: ipVersion(geo.ip), country: countryLabel(locale, geo.countryCode, geo.country), copy };
}
