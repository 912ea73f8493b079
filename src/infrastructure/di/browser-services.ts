// The browser's services that a page's runtime and its container share (issue 17), apart from containers.ts so that a
// document page's runtime can build them without inversify or the app's machines.
import type { SessionStorePort } from '../../application/ports/session-store.port.ts';
import { AttributionAdapter } from '../attribution/attribution.adapter.ts';
import { nextTask } from '../browser/next-task.ts';
import { RuntimeConfigAdapter } from '../config/runtime-config.adapter.ts';
import { CookieSessionStoreAdapter } from '../cookies/cookie-session-store.adapter.ts';
import { ExpiringStorage } from '../storage/expiring-storage.ts';
import { frontId } from '../storage/front-id.ts';
import type { ApiAdapters } from './api-adapters.ts';
import type { VisitorAdapters } from './visitor-adapters.ts';
import { SessionProblemsChannel } from './session-problems.ts';

/** What a page's runtime and its container share, so that each is built once per page (issue 17). */
export type BrowserServices = {
  /** One reading of /runtime-config.json per page, for the API adapters and the page's runtime alike. */
  readonly runtimeConfig: RuntimeConfigAdapter;
  readonly attribution: AttributionAdapter;
  readonly problems: SessionProblemsChannel;
  /** The HTTP stack and the adapters every page uses (geo, analytics), loaded on first use. */
  readonly visitorApi: () => Promise<VisitorAdapters>;
  /** Every API adapter, on the same HTTP stack, loaded on first use. */
  readonly api: () => Promise<ApiAdapters>;
};

/** The browser's shared services, the API adapters loaded on first use (a chunk of their own). */
export function browserServices(store: SessionStorePort = new CookieSessionStoreAdapter()): BrowserServices {
  const runtimeConfig = new RuntimeConfigAdapter();
  const attribution = new AttributionAdapter(new ExpiringStorage(() => localStorage, () => Date.now()));
  const problems = new SessionProblemsChannel();
  let visitor: Promise<VisitorAdapters> | undefined;
  const visitorApi = () =>
    (visitor ??= Promise.all([runtimeConfig.load(), import('./visitor-adapters.ts')]).then(async ([config, module]) => {
      // Evaluating the HTTP stack's modules and building the adapters are two tasks (issue 7).
      await nextTask();
      return module.createVisitorAdapters({
        config,
        session: store,
        frontId: frontId(),
        language: () => document.documentElement.lang || 'en',
        inviteType: () => attribution.inviteType(),
        onSessionProblem: (problem) => problems.report(problem),
      });
    }));
  let adapters: Promise<ApiAdapters> | undefined;
  const api = () => (adapters ??= Promise.all([visitorApi(), import('./api-adapters.ts')]).then(([built, module]) => module.createApiAdapters(built)));
  return { runtimeConfig, attribution, problems, visitorApi, api };
}

