import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import type { ConnectionProbe } from './connection-run.ts';
import { webRtcLeakMachine, type WebRtcLeakEvent } from './webrtc-leak.machine.ts';

const SRFLX = 'candidate:1 1 udp 1677729535 198.51.100.20 44472 typ srflx raddr 0.0.0.0 rport 0';
const MDNS = 'candidate:2 1 udp 2113937151 244be70c-e8ee-4906-839c-31d104b5172e.local 44472 typ host';
const probe = (ip: string): ConnectionProbe => ({
  gathering: { kind: 'gathered', lines: [MDNS, SRFLX], complete: true },
  geo: { kind: 'ok', value: { ip, country: 'Switzerland', countryCode: 'CH' } },
});

describeMachinePaths(webRtcLeakMachine, {
  events: [{ type: 'visitor.arrived' }, { type: 'xstate.done.actor.probe', output: probe('198.51.100.20') } as unknown as WebRtcLeakEvent, { type: 'user.runAgain' }],
});

const testing = (...answers: (ConnectionProbe | Error)[]) => {
  const actor = createActor(
    webRtcLeakMachine.provide({
      actors: {
        probe: fromPromise<ConnectionProbe, void>(async () => {
          const next = answers.shift();
          if (next === undefined || next instanceof Error) throw next ?? new Error('no answer');
          return next;
        }),
      },
    }),
  ).start();
  actor.send({ type: 'visitor.arrived' });
  return actor;
};

describe('webrtc leak machine', () => {
  it('finds no leak when the STUN-seen address is the site-seen IP, and lists both candidates', async () => {
    const actor = testing(probe('198.51.100.20'));
    await waitFor(actor, (s) => s.matches('done'));
    const { run } = actor.getSnapshot().context;
    expect(run?.verdict).toEqual({ kind: 'noLeak', revealed: ['198.51.100.20'] });
    expect(run?.candidates.map((candidate) => candidate.addressKind)).toEqual(['mdns', 'ipv4']);
  });

  it('reports a leak when the site sees another IP, and tests again on demand', async () => {
    const actor = testing(probe('203.0.113.7'), probe('198.51.100.20'));
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context.run?.verdict).toEqual({ kind: 'leak', leaked: ['198.51.100.20'] });
    actor.send({ type: 'user.runAgain' });
    await waitFor(actor, (s) => s.matches('done') && s.context.run?.verdict.kind === 'noLeak');
  });

  it('says WebRTC is blocked when the gathering adapter throws', async () => {
    const actor = testing(new Error('RTCPeerConnection is not a constructor'));
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context.run?.verdict).toEqual({ kind: 'blocked', reason: 'unavailable' });
  });
});
