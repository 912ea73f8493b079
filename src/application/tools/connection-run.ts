import { distinctCandidates, webRtcVerdict, type ConnectionCheck, type IceCandidate, type IceGatheringResult, type WebRtcVerdict } from '../../domain/index.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import type { VisitorGeo } from '../ports/geo.port.ts';
import type { IceGathering } from './tools.port.ts';

/** What one run of a leak test brings back: the browser's ICE candidates and the geo call's answer. */
export type ConnectionProbe = { readonly gathering: IceGathering; readonly geo: ApiOutcome<VisitorGeo> };

/** A run, read: the parsed candidates, the site-seen visitor (if the lookup worked) and the verdict. */
export type ConnectionRun = {
  readonly candidates: readonly IceCandidate[];
  readonly complete: boolean;
  readonly visitor: VisitorGeo | undefined;
  readonly verdict: WebRtcVerdict;
};

/** Parses the candidates and judges them against the site-seen IP (domain rules; see webRtcVerdict). */
export function readConnectionProbe(probe: ConnectionProbe): ConnectionRun {
  const gathering: IceGatheringResult =
    probe.gathering.kind === 'gathered' ? { kind: 'gathered', candidates: distinctCandidates(probe.gathering.lines), complete: probe.gathering.complete } : probe.gathering;
  const visitor = probe.geo.kind === 'ok' ? probe.geo.value : undefined;
  return {
    candidates: gathering.kind === 'gathered' ? gathering.candidates : [],
    complete: gathering.kind === 'gathered' ? gathering.complete : true,
    visitor,
    verdict: webRtcVerdict(gathering, visitor?.ip),
  };
}

/** The two facts the before/after comparison needs. */
export function connectionCheckOf(run: ConnectionRun): ConnectionCheck {
  return { ip: run.visitor?.ip, countryCode: run.visitor?.countryCode, verdict: run.verdict };
}
