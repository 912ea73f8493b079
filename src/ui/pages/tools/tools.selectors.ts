import type { ConnectionRun } from '../../../application/tools/connection-run.ts';
import { displayNames, type IceCandidate, ipVersion, revealedAddresses, sameIpAddress, type WebRtcVerdict } from '../../../domain/index.ts';

/** A country code as the page's language names it ("DE" → "Deutschland"), else the API's English name. */
export function countryLabel(locale: string, countryCode: string | undefined, fallback: string | undefined): string | undefined {
  if (countryCode === undefined || countryCode === '') return fallback;
  try {
    return displayNames(locale, { type: 'region', fallback: 'none' }).of(countryCode.toUpperCase()) ?? fallback ?? countryCode;
  } catch {
    return fallback ?? countryCode;
  }
}

export type AddressRow = {
  readonly address: string;
  readonly kind: IceCandidate['addressKind'];
  readonly type: IceCandidate['type'];
  readonly protocol: string;
  /** Differs from the IP the site sees: part of a leak. */
  readonly leaked: boolean;
  /** Revealed to websites (reflexive or a public host address). */
  readonly revealed: boolean;
};

export type RunModel = {
  readonly ip: string | undefined;
  readonly ipVersion: 4 | 6 | undefined;
  readonly country: string | undefined;
  readonly verdict: WebRtcVerdict;
  readonly rows: readonly AddressRow[];
  readonly complete: boolean;
};

/** A leak test run as the views show it. */
export function runModel(run: ConnectionRun, locale: string): RunModel {
  const revealed = revealedAddresses(run.candidates);
  const leaked = run.verdict.kind === 'leak' ? run.verdict.leaked : [];
  return {
    ip: run.visitor?.ip,
    ipVersion: run.visitor === undefined ? undefined : ipVersion(run.visitor.ip),
    country: countryLabel(locale, run.visitor?.countryCode, run.visitor?.country),
    verdict: run.verdict,
    complete: run.complete,
    rows: run.candidates.map((candidate) => ({
      address: candidate.address,
      kind: candidate.addressKind,
      type: candidate.type,
      protocol: candidate.protocol.toUpperCase(),
      leaked: leaked.some((address) => sameIpAddress(address, candidate.address)),
      revealed: revealed.some((address) => sameIpAddress(address, candidate.address)),
    })),
  };
}
