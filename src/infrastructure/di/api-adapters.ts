// Loaded on first use (see lazy-port.ts): the HTTP client and every API adapter, wired to the runtime config.
import type { RuntimeConfig } from '../../application/ports/runtime-config.port.ts';
import type { SessionStorePort } from '../../application/ports/session-store.port.ts';
import { deviceInfo } from '../../domain/index.ts';
import { AccountAdapter } from '../api/account.adapter.ts';
import { AnalyticsAdapter } from '../api/analytics.adapter.ts';
import { CatalogAdapter } from '../api/catalog.adapter.ts';
import { GeoAdapter } from '../api/geo.adapter.ts';
import { PurchaseAdapter } from '../api/purchase.adapter.ts';
import { ApiClient } from '../http/api-client.ts';
import { nextTask } from '../browser/next-task.ts';
import type { ApiError } from '../http/api-errors.ts';
import { RecaptchaAdapter } from '../recaptcha/recaptcha.adapter.ts';

export type ApiAdapters = ReturnType<typeof createApiAdapters>;

export type ApiAdapterContext = {
  readonly config: RuntimeConfig;
  readonly session: SessionStorePort;
  readonly frontId: string;
  readonly language: () => string;
  /** SPEC §9: the invite type code of a visitor who arrived with from=invite, for analytics. */
  readonly inviteType: () => number | undefined;
  /** SPEC §8: 401/403 and the "logged out elsewhere" codes reach the session machine from any call. */
  readonly onSessionProblem: (problem: 'unauthorized' | 'loggedOutElsewhere') => void;
};

export function createApiAdapters(context: ApiAdapterContext) {
  const challenge = new RecaptchaAdapter(context.config.challenge);
  const api = new ApiClient({
    apiBase: context.config.apiBase,
    token: () => context.session.read(),
    challenge,
    onError: (error: ApiError) => {
      if (error._tag === 'Unauthorized' && context.session.read() !== undefined) context.onSessionProblem('unauthorized');
      if (error._tag === 'LoggedOutElsewhere') context.onSessionProblem('loggedOutElsewhere');
    },
  });
  const geo = new GeoAdapter(api);
  let visitor = { ip: '', country: '', countryCode: '' };
  // The analytics context's visitor, asked in a task of its own after the adapters are built (issue 7).
  void nextTask()
    .then(() => geo.visitor())
    .then((outcome) => {
      if (outcome.kind === 'ok') visitor = outcome.value;
    });
  return {
    challenge,
    geo,
    account: new AccountAdapter(api, () => Date.now()),
    catalog: new CatalogAdapter(api),
    purchase: new PurchaseAdapter(api),
    analytics: new AnalyticsAdapter(api, {
      userId: () => context.session.user()?.user_id ?? '',
      frontId: context.frontId,
      language: context.language,
      device: deviceInfo(navigator.userAgent),
      visitor: () => visitor,
      now: () => Date.now(),
      inviteType: context.inviteType,
    }),
  };
}
