import type { ApiOutcome } from '../../application/ports/api-outcome.ts';
import type { AnalyticsEventInput, AnalyticsPort } from '../../application/purchase/purchase.port.ts';
import type { DeviceInfo } from '../../domain/index.ts';
import type { ApiClient } from '../http/api-client.ts';
import { runOutcome, toOutcome } from '../http/to-outcome.ts';
import { APP_TYPE } from '../http/api-client.ts';

/** Who sends the event: read at send time, since the IP and the signed-in user arrive later. */
export type AnalyticsContext = {
  readonly userId: () => string;
  readonly frontId: string;
  readonly language: () => string;
  readonly device: DeviceInfo;
  readonly visitor: () => { readonly ip: string; readonly country: string; readonly countryCode: string };
  readonly now: () => number;
  /** SPEC §3 user properties: the invite type code (SPEC §9) of a visitor who arrived with from=invite. */
  readonly inviteType?: () => number | undefined;
};

// SPEC Care: no token, password or email ever leaves in analytics.
const FORBIDDEN_PARAM = /token|password|passwd|email|recasign|authorization/i;

function userProperties(inviteType: number | undefined): Record<string, string> {
  return inviteType === undefined ? {} : { invite_type: String(inviteType) };
}

/** SPEC §7 analytics: one event per call, in the SPEC §3 shape. */
export class AnalyticsAdapter implements AnalyticsPort {
  readonly #api: ApiClient;
  readonly #context: AnalyticsContext;

  constructor(api: ApiClient, context: AnalyticsContext) {
    this.#api = api;
    this.#context = context;
  }

  send(event: AnalyticsEventInput, signal?: AbortSignal): Promise<ApiOutcome<void>> {
    const context = this.#context;
    const now = context.now();
    const visitor = context.visitor();
    const params = Object.entries(event.params)
      .filter(([key, value]) => !FORBIDDEN_PARAM.test(key) && !(typeof value === 'string' && value.includes('@')))
      .map(([key, value]) => ({ key, value }));
    return runOutcome(
      toOutcome(
        this.#api.call('analyticsEvents', {
          user_id: context.userId(),
          events: [
            {
              event_datetime: new Date(now).toISOString(),
              event_timestamp: now,
              event_name: event.name,
              event_params: params,
              front_id: context.frontId,
              user_properties: userProperties(context.inviteType?.()),
              language: event.language ?? context.language(),
              device: context.device,
              country: visitor.country,
              country_code: visitor.countryCode,
              app_name: 'web',
              ip: visitor.ip,
              app_type: Number(APP_TYPE),
            },
          ],
        }, signal ? { keepalive: true, signal } : { keepalive: true }),
        () => undefined,
      ),
      signal,
    );
  }
}
