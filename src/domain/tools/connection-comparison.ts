import { sameIpAddress } from './ip-address-scope.ts';
import type { WebRtcVerdict } from './webrtc-verdict.ts';

/** One run of the connection check: the IP and country the site sees (when the lookup worked) and the WebRTC verdict. */
export type ConnectionCheck = {
  readonly ip: string | undefined;
  readonly countryCode: string | undefined;
  readonly verdict: WebRtcVerdict;
};

export type Change = 'changed' | 'same' | 'unknown';

export type LeakChange = 'fixed' | 'stillLeaking' | 'newLeak' | 'noLeak' | 'unknown';

export type ConnectionComparison = { readonly ip: Change; readonly country: Change; readonly leak: LeakChange };

function change<T>(before: T | undefined, after: T | undefined, same: (a: T, b: T) => boolean): Change {
  if (before === undefined || after === undefined) return 'unknown';
  return same(before, after) ? 'same' : 'changed';
}

const leaking = (verdict: WebRtcVerdict): boolean | undefined => (verdict.kind === 'leak' ? true : verdict.kind === 'undetermined' ? undefined : false);

/**
 * Before and after turning the VPN on: a working VPN changes the IP (and usually the country) and leaves
 * no WebRTC leak. `fixed` is a leak that disappeared, `newLeak` one that appeared.
 */
export function compareConnectionChecks(before: ConnectionCheck, after: ConnectionCheck): ConnectionComparison {
  const leakBefore = leaking(before.verdict);
  const leakAfter = leaking(after.verdict);
  let leak: LeakChange = 'unknown';
  if (leakBefore !== undefined && leakAfter !== undefined) {
    if (leakBefore) leak = leakAfter ? 'stillLeaking' : 'fixed';
    else leak = leakAfter ? 'newLeak' : 'noLeak';
  }
  return {
    ip: change(before.ip, after.ip, sameIpAddress),
    country: change(before.countryCode, after.countryCode, (a, b) => a.toUpperCase() === b.toUpperCase()),
    leak,
  };
}
