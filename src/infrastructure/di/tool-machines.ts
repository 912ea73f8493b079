// Issue 6: the free tools' machines with their browser adapters provided (the geo call, WebRTC gathering,
// the clipboard); kept apart from browser-machines.ts so each tool's wiring reads on one screen.
import { fromPromise } from 'xstate';
import type { ApiOutcome } from '../../application/ports/api-outcome.ts';
import type { GeoPort, VisitorGeo } from '../../application/ports/geo.port.ts';
import { connectionCheckMachine } from '../../application/tools/connection-check.machine.ts';
import type { ConnectionProbe } from '../../application/tools/connection-run.ts';
import { ipLookupMachine } from '../../application/tools/ip-lookup.machine.ts';
import type { ClipboardPort, IceGatheringPort } from '../../application/tools/tools.port.ts';
import { webRtcLeakMachine } from '../../application/tools/webrtc-leak.machine.ts';
import { lazyMachine } from '../../application/lazy-machine.ts';

export type ToolMachineDeps = { readonly geo: GeoPort; readonly iceGathering: IceGatheringPort; readonly clipboard: ClipboardPort };

/** The browser's clipboard; false when the browser refuses (no permission, insecure context). */
export const browserClipboard: ClipboardPort = {
  copy: async (text) => {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  },
};

export function toolMachines(deps: ToolMachineDeps) {
  // Both runs of a leak test ask afresh: the point is to notice a VPN switched on in between.
  const probe = fromPromise<ConnectionProbe, void>(async ({ signal }) => {
    const [gathering, geo] = await Promise.all([deps.iceGathering.gather(signal), deps.geo.visitor(signal, { fresh: true })]);
    return { gathering, geo };
  });
  // Each machine gets its adapters when first used (issue 7).
  return {
    ipLookup: lazyMachine(() => ipLookupMachine.provide({
      actors: {
        lookUp: fromPromise<ApiOutcome<VisitorGeo>, { fresh: boolean }>(({ input, signal }) => deps.geo.visitor(signal, { fresh: input.fresh })),
        copyText: fromPromise<boolean, { text: string }>(({ input }) => deps.clipboard.copy(input.text)),
      },
    })),
    webRtcLeak: lazyMachine(() => webRtcLeakMachine.provide({ actors: { probe } })),
    connectionCheck: lazyMachine(() => connectionCheckMachine.provide({ actors: { probe } })),
  };
}
