import { createActor, createMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { MachineRecorder } from './machine-recorder.ts';

describe('MachineRecorder', () => {
  it('masks typed passwords, codes, emails and tokens in the log it hands to testers', () => {
    const recorder = new MachineRecorder(() => 0);
    const form = createMachine({ id: 'form', on: { '*': {} } });
    const actor = createActor(form, { inspect: recorder.inspector('form', { token: 'secret-token' }) }).start();
    actor.send({ type: 'user.editPassword', value: 'Harbor#2026' });
    actor.send({ type: 'user.editEmail', value: 'ada@example.com' });
    actor.send({ type: 'user.selectPlan', planId: '1y' });
    actor.send({ type: 'user.signedIn', token: 't-1' });
    const [run] = recorder.log().runs;
    expect(JSON.stringify(run)).not.toMatch(/Harbor#2026|ada@example|secret-token|t-1/);
    expect(run?.events.map(({ event }) => event)).toContainEqual({ type: 'user.selectPlan', planId: '1y' });
  });
});
