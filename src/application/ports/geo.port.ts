import type { ApiOutcome } from './api-outcome.ts';

/** SPEC §3 geo / visitor info. */
export type VisitorGeo = { readonly ip: string; readonly country: string; readonly countryCode: string };

export interface GeoPort {
  visitor(signal?: AbortSignal): Promise<ApiOutcome<VisitorGeo>>;
}
