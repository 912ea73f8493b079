// Loaded on first use (see lazy-port.ts): the HTTP client, wired to the runtime config, and the adapters every page
// uses — the visitor's geo and analytics. A document page's runtime loads only these (issue 17); the rest of the API
// (api-adapters.ts) builds on the same client when a page first needs it.
import type { ChallengePort } from '../../application/ports/challenge.port.ts';
import type { RuntimeConfig } from '../../application/ports/runtime-config.port.ts';
import type { SessionStorePort } from '../../application/ports/session-store.port.ts';
import { deviceInfo } from '../../domain/index.ts';
import { AnalyticsAdapter } from '../api/analytics.adapter.ts';
import { GeoAdapter } from '../api/geo.adapter.ts';
import { nextTask } from '../browser/next-task.ts';
import { ApiClient } from '../http/api-client.ts';
import type { ApiError } from '../http/api-errors.ts';
import { lazyPort } from './lazy-port.ts';

export type VisitorAdapters = ReturnType<typeof createVisitorAdapters>;

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

export function createVisitorAdapters(context: ApiAdapterContext) {
  // The challenge (its script loader and machine) loads when a call first needs it: a page that only reports its visit
  // never does (issue 17: a document page's runtime).
  const challenge = lazyPort<ChallengePort>(() => import('../recaptcha/recaptcha.adapter.ts').then(({ RecaptchaAdapter }) => new RecaptchaAdapter(context.config.challenge)));
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
    api,
    challenge,
    geo,
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
