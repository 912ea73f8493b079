import type { ApiOutcome } from './api-outcome.ts';

/** SPEC §3 geo / visitor info. */
export type VisitorGeo = { readonly ip: string; readonly country: string; readonly countryCode: string };

export type GeoLookupOptions = {
  /** Ask the API again instead of reusing this page's earlier answer (the IP tool's refresh, a VPN just turned on). */
  readonly fresh?: boolean;
};

export interface GeoPort {
  visitor(signal?: AbortSignal, options?: GeoLookupOptions): Promise<ApiOutcome<VisitorGeo>>;
}
