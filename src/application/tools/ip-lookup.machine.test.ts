import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import type { VisitorGeo } from '../ports/geo.port.ts';
import { ipLookupMachine, type IpLookupEvent } from './ip-lookup.machine.ts';

const visitor: VisitorGeo = { ip: '2001:db8::7', country: 'Germany', countryCode: 'DE' };
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as IpLookupEvent;

describeMachinePaths(ipLookupMachine, {
  events: [
    { type: 'visitor.arrived' },
    done('lookUp', { kind: 'ok', value: visitor }),
    done('lookUp', { kind: 'rateLimited', retryAfterSeconds: 5 }),
    done('lookUp', { kind: 'unavailable', reason: 'network' }),
    { type: 'user.retry' },
    { type: 'user.refresh' },
    { type: 'user.copy' },
    done('copyText', true),
    done('copyText', false),
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot.context as { failure?: string }).failure]),
});

function lookingUp(answers: ApiOutcome<VisitorGeo>[], copied = true) {
  const asked: boolean[] = [];
  const actor = createActor(
    ipLookupMachine.provide({
      actors: {
        lookUp: fromPromise<ApiOutcome<VisitorGeo>, { fresh: boolean }>(async ({ input }) => {
          asked.push(input.fresh);
          return answers.shift() ?? { kind: 'unavailable', reason: 'network' };
        }),
        copyText: fromPromise<boolean, { text: string }>(async ({ input }) => copied && input.text === visitor.ip),
      },
    }),
  ).start();
  return { actor, asked };
}

describe('ip lookup machine', () => {
  it('waits for the page to hydrate, then shows the visitor from the page’s (cached) geo answer', async () => {
    const { actor, asked } = lookingUp([{ kind: 'ok', value: visitor }]);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'visitor.arrived' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.geo).toEqual(visitor);
    expect(asked).toEqual([false]);
  });

  it('asks again without the cache on refresh', async () => {
    const { actor, asked } = lookingUp([{ kind: 'ok', value: visitor }, { kind: 'ok', value: { ...visitor, ip: '203.0.113.9' } }]);
    actor.send({ type: 'visitor.arrived' });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'user.refresh' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.geo?.ip === '203.0.113.9');
    expect(asked).toEqual([false, true]);
  });

  it('copies the IP and confirms, or says the browser refused', async () => {
    const { actor } = lookingUp([{ kind: 'ok', value: visitor }]);
    actor.send({ type: 'visitor.arrived' });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'user.copy' });
    await waitFor(actor, (s) => s.matches({ shown: 'copied' }));

    const refused = lookingUp([{ kind: 'ok', value: visitor }], false).actor;
    refused.send({ type: 'visitor.arrived' });
    await waitFor(refused, (s) => s.matches('shown'));
    refused.send({ type: 'user.copy' });
    await waitFor(refused, (s) => s.matches({ shown: 'copyFailed' }));
  });

  it('fails with the reason and recovers on retry', async () => {
    const { actor, asked } = lookingUp([{ kind: 'rateLimited', retryAfterSeconds: 3 }, { kind: 'ok', value: visitor }]);
    actor.send({ type: 'visitor.arrived' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe('rateLimited');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.failure).toBeUndefined();
    expect(asked).toEqual([false, true]);
  });
});
