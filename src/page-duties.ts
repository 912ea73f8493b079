// What every page does besides showing itself (issue 17: the app's runtime and the document runtime alike): apply the
// landing address's attribution, report page_show, watch build freshness and apply the compatibility flags. Loaded in a
// chunk of its own after the page has loaded, so its adapters (Effect decoding, ky) never delay the first paint.
import { createActor, fromCallback, fromPromise, type AnyStateMachine, type EventObject } from 'xstate';
import { pageShowMachine, type PageView } from './application/analytics/page-show.machine.ts';
import type { BuildFreshnessEvent } from './application/build/build-freshness.machine.ts';
import { buildFreshnessMachine } from './application/build/build-freshness.machine.ts';
import type { BuildManifestPort } from './application/build/build-manifest.port.ts';
import { compatibilityMachine } from './application/compatibility/compatibility.machine.ts';
import type { GeoPort } from './application/ports/geo.port.ts';
import type { RuntimeConfig } from './application/ports/runtime-config.port.ts';
import type { AnalyticsPort } from './application/purchase/purchase.port.ts';
import {
  LEGACY_NAVIGATION_FLAG_KEY,
  LEGACY_RELOAD_FLAG_KEY,
  RELOAD_RECORD_STORAGE_KEY,
  environmentForHost,
  redactHref,
  splitLanguagePrefix,
  type ReloadRecord,
} from './domain/index.ts';
import { claimPageVisit, markPageVisitAttributed, markPageVisitSent, recordPageVisit, releasePageVisit, unsentPageVisits, type PageVisit } from './infrastructure/analytics/page-visit-journal.ts';
import type { AttributionAdapter } from './infrastructure/attribution/attribution.adapter.ts';
import { nextTask } from './infrastructure/browser/next-task.ts';
import { MachineRecorder } from './infrastructure/inspection/machine-recorder.ts';
import { readSessionJson, writeSessionJson } from './infrastructure/storage/session-json.ts';

const FALLBACK_CONFIG: RuntimeConfig = { apiBase: '', productionHosts: [], compatibilityMode: false, challenge: { mode: 'sandbox', v2SiteKey: '', v3SiteKey: '' }, stunServers: [], paymentOrigins: [] };

const isReloadRecord = (value: unknown): value is ReloadRecord =>
  typeof value === 'object' && value !== null && Object.values(value).every((time) => typeof time === 'number');

export type PageDutiesInput = {
  readonly config: () => Promise<RuntimeConfig>;
  readonly attribution: AttributionAdapter;
  readonly manifest: BuildManifestPort;
  readonly analytics: AnalyticsPort;
  readonly geo: GeoPort;
  /** False on a not-found page (SPEC §4: the compatibility reload is for known paths). */
  readonly pathKnown: boolean;
};

export type PageDuties = {
  /** A client-side navigation happened (the app's router): the machines that follow navigations hear of it. */
  readonly navigated: (pathname: string) => void;
};

/** Starts the machines that run on every page, recording them for QA in the sandbox. */
export async function startPageDuties(input: PageDutiesInput): Promise<PageDuties> {
  // SPEC §4 Attribution: each landing address's query sets or clears the partner cookies, once, on arrival —
  // including pages the visitor left before the page's scripts started there (oldest first, so the latest wins).
  const unsentVisits = unsentPageVisits();
  for (const visit of unsentVisits.filter((unattributed) => !unattributed.attributed)) {
    try {
      input.attribution.applyLanding(new URL(visit.href).search);
    } catch (error) {
      console.error('Could not apply the landing attribution.', error);
    }
    markPageVisitAttributed(visit.id);
  }

  const config = await input.config().catch((error: unknown) => {
    console.error('Could not load the runtime configuration.', error);
    return FALLBACK_CONFIG;
  });
  const recorder = environmentForHost(location.host, config.productionHosts) === 'sandbox' ? new MachineRecorder(() => Date.now()) : undefined;
  const start = <T extends AnyStateMachine>(id: string, machine: T, machineInput: unknown) =>
    createActor(machine, { input: machineInput, ...(recorder ? { inspect: recorder.inspector(id, machineInput) } : {}) } as never).start();

  const compatibility = start('compatibility', compatibilityMachine.provide({
    actions: {
      setLegacyFlag: () => sessionStorage.setItem(LEGACY_RELOAD_FLAG_KEY, '1'),
      clearLegacyFlag: () => sessionStorage.removeItem(LEGACY_RELOAD_FLAG_KEY),
      clearNavigationFlag: () => sessionStorage.removeItem(LEGACY_NAVIGATION_FLAG_KEY),
      reloadSameAddress: () => location.reload(),
    },
  }), { enabled: config.compatibilityMode, pathKnown: input.pathKnown, legacyFlagSet: sessionStorage.getItem(LEGACY_RELOAD_FLAG_KEY) === '1' });
  // Each machine starts in a task of its own (issue 7: Total Blocking Time).
  await nextTask();

  const buildFreshness = start('buildFreshness', buildFreshnessMachine.provide({
    actors: {
      checkManifest: fromPromise(() => input.manifest.check()),
      watchChunkFailures: fromCallback<EventObject, void, BuildFreshnessEvent>(({ sendBack }) => {
        const onPreloadError = (event: Event) => {
          event.preventDefault();
          sendBack({ type: 'build.chunkFailed', path: location.pathname });
        };
        window.addEventListener('vite:preloadError', onPreloadError);
        return () => window.removeEventListener('vite:preloadError', onPreloadError);
      }),
    },
    actions: {
      reloadPath: (_, { record }) => {
        writeSessionJson(RELOAD_RECORD_STORAGE_KEY, record);
        location.reload();
      },
      logChunkFailure: () => console.error('A page chunk failed to load again within 10 seconds; not reloading.'),
      logManifestFailure: () => console.error('Could not read the build manifest.'),
    },
  }), { record: readSessionJson(RELOAD_RECORD_STORAGE_KEY, {}, isReloadRecord), now: () => Date.now() });

  if (recorder) exposeQaTools(recorder, { checkBuild: () => buildFreshness.send({ type: 'build.check' }) });
  await nextTask();

  const pageShow = start('pageShow', pageShowMachine.provide({
    actors: {
      sendPageShow: fromPromise<void, { views: readonly PageView[]; ip: string | undefined }>(async ({ input: { views } }) => {
        for (const view of views) {
          // The page's own language: right after a language switch the document may still carry the last one's.
          // Claimed before it leaves: the next page must not report a visit whose report is still in flight.
          if (view.visitId !== undefined) claimPageVisit(view.visitId);
          const sent = await input.analytics.send({ name: 'page_show', params: { path: view.path, href: view.href }, language: splitLanguagePrefix(view.path).language });
          if (view.visitId === undefined) continue;
          if (sent.kind === 'ok') markPageVisitSent(view.visitId);
          else releasePageVisit(view.visitId);
        }
      }),
    },
  }), undefined);
  void input.geo.visitor().then((geo) => {
    if (geo.kind === 'ok' && geo.value.ip !== '') pageShow.send({ type: 'visitor.ipKnown', ip: geo.value.ip });
  });
  const reportVisit = (visit: PageVisit) => {
    const url = new URL(visit.href);
    pageShow.send({ type: 'router.navigated', path: url.pathname, href: redactHref(url.href), visitId: visit.id });
  };
  for (const visit of unsentVisits) reportVisit(visit);
  // A guard may have moved the landing page elsewhere before the page's scripts watched it.
  const landing = unsentVisits.at(-1);
  if (landing === undefined || new URL(landing.href).pathname !== location.pathname) reportVisit(recordPageVisit(location.href, true));

  return {
    navigated: (pathname) => {
      buildFreshness.send({ type: 'router.navigated', path: pathname });
      // SPEC §4: the second legacy flag is cleared on each navigation.
      compatibility.send({ type: 'router.navigated' });
      reportVisit(recordPageVisit(location.href, true));
    },
  };
}

/**
 * Sandbox only: testers download the machine log with Alt+Shift+L or `harborQa.downloadMachineLog()`,
 * and can ask for a build check at once with `harborQa.checkBuild()`.
 */
function exposeQaTools(recorder: MachineRecorder, actions: Readonly<Record<string, () => void>>): void {
  const downloadMachineLog = () => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(recorder.log(), null, 2)], { type: 'application/json' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `machine-log-${new Date().toISOString()}.json` });
    link.click();
    URL.revokeObjectURL(url);
  };
  Object.assign(window, { harborQa: { downloadMachineLog, machineLog: () => recorder.log(), ...actions } });
  window.addEventListener('keydown', (event) => {
    if (event.altKey && event.shiftKey && event.code === 'KeyL') downloadMachineLog();
  });
}
