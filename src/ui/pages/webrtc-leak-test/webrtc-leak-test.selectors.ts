import type { SnapshotFrom } from 'xstate';
import type { webRtcLeakMachine } from '../../../application/tools/webrtc-leak.machine.ts';
import { runModel, type RunModel } from '../tools/tools.selectors.ts';

export type LeakTestViewModel = { readonly status: 'waiting' | 'testing' } | ({ readonly status: 'done' } & RunModel);

export function selectLeakTest(snapshot: SnapshotFrom<typeof webRtcLeakMachine>, locale: string): LeakTestViewModel {
  const { run } = snapshot.context;
  if (snapshot.matches('idle')) return { status: 'waiting' };
  if (snapshot.matches('testing') || run === undefined) return { status: 'testing' };
  return { status: 'done', ...runModel(run, locale) };
}
