import type { ApiOutcome } from '../../application/ports/api-outcome.ts';
import type { GeoLookupOptions, GeoPort, VisitorGeo } from '../../application/ports/geo.port.ts';
import type { ApiClient } from '../http/api-client.ts';
import { runOutcome, toOutcome } from '../http/to-outcome.ts';

/** SPEC §7 geo_info: the visitor's IP and country; asked once per page load. */
export class GeoAdapter implements GeoPort {
  readonly #api: ApiClient;
  #pending: Promise<ApiOutcome<VisitorGeo>> | undefined;

  constructor(api: ApiClient) {
    this.#api = api;
  }

  visitor(signal?: AbortSignal, options: GeoLookupOptions = {}): Promise<ApiOutcome<VisitorGeo>> {
    if (options.fresh) this.#pending = undefined;
    // Keep a success for the page's lifetime; let a failure be tried again.
    this.#pending ??= runOutcome(
      toOutcome(this.#api.call('geoInfo', {}, signal ? { signal } : {}), (geo) => ({ ip: geo.user_ip, country: geo.country, countryCode: geo.country_code })),
      signal,
    ).then(
      (outcome) => {
        if (outcome.kind !== 'ok') this.#pending = undefined;
        return outcome;
      },
      (cancelled: unknown) => {
        // A lookup cancelled with its caller's state is not kept: the next caller asks again.
        this.#pending = undefined;
        throw cancelled;
      },
    );
    return this.#pending;
  }
}
