import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import { compareConnectionChecks } from '../../domain/index.ts';
import { connectionCheckMachine, type ConnectionCheckEvent } from './connection-check.machine.ts';
import { connectionCheckOf, type ConnectionProbe } from './connection-run.ts';

const probe = (ip: string, countryCode: string, stunSaw: string): ConnectionProbe => ({
  gathering: { kind: 'gathered', lines: [`candidate:1 1 udp 1 ${stunSaw} 4000 typ srflx`], complete: true },
  geo: { kind: 'ok', value: { ip, country: countryCode, countryCode } },
});
const done = (id: string, output: ConnectionProbe) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as ConnectionCheckEvent;

describeMachinePaths(connectionCheckMachine, {
  events: [
    { type: 'visitor.arrived' },
    done('probe', probe('198.51.100.20', 'DE', '198.51.100.20')),
    { type: 'user.runAgain' },
    done('probeAgain', probe('203.0.113.7', 'CH', '203.0.113.7')),
    { type: 'user.startOver' },
  ],
});

describe('connection check machine', () => {
  it('keeps the first run as “before” and compares each later run with it', async () => {
    const answers = [probe('198.51.100.20', 'DE', '192.0.2.50'), probe('203.0.113.7', 'CH', '203.0.113.7'), probe('203.0.113.8', 'CH', '203.0.113.8'), probe('198.51.100.20', 'DE', '192.0.2.50')];
    const actor = createActor(connectionCheckMachine.provide({ actors: { probe: fromPromise<ConnectionProbe, void>(async () => answers.shift() as ConnectionProbe) } })).start();
    actor.send({ type: 'visitor.arrived' });
    await waitFor(actor, (s) => s.matches('checked'));
    actor.send({ type: 'user.runAgain' });
    await waitFor(actor, (s) => s.matches('compared'));
    const { before, after } = actor.getSnapshot().context;
    if (!before || !after) throw new Error('expected two runs');
    expect(compareConnectionChecks(connectionCheckOf(before), connectionCheckOf(after))).toEqual({ ip: 'changed', country: 'changed', leak: 'fixed' });

    actor.send({ type: 'user.runAgain' });
    await waitFor(actor, (s) => s.matches('compared') && s.context.after?.visitor?.ip === '203.0.113.8');
    expect(actor.getSnapshot().context.before?.visitor?.ip).toBe('198.51.100.20');

    actor.send({ type: 'user.startOver' });
    expect(actor.getSnapshot().context).toMatchObject({ before: undefined, after: undefined });
  });

  it('shows a failed run as WebRTC unavailable and the IP unknown rather than stopping', async () => {
    const actor = createActor(connectionCheckMachine.provide({ actors: { probe: fromPromise<ConnectionProbe, void>(() => Promise.reject(new Error('boom'))) } })).start();
    actor.send({ type: 'visitor.arrived' });
    await waitFor(actor, (s) => s.matches('checked'));
    expect(actor.getSnapshot().context.before).toMatchObject({ visitor: undefined, verdict: { kind: 'blocked', reason: 'unavailable' } });
  });
});
