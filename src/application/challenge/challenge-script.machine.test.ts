import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  CHALLENGE_MAX_POLLS,
  CHALLENGE_POLL_MS,
  CHALLENGE_SCRIPT_FAILED_MESSAGE,
  challengeScriptMachine,
  NO_CHALLENGE_SCRIPT_MESSAGE,
  type ChallengeProbe,
  type ChallengeScriptEvent,
} from './challenge-script.machine.ts';
import { advance, describeMachinePaths } from '../../../tests/support/machine-paths.ts';

function probing(probe: () => ChallengeProbe) {
  const log = vi.fn();
  const machine = challengeScriptMachine.provide({
    guards: { probeSays: (_, params) => probe() === params.probe },
    actions: { log: (_, params) => log(params.message) },
  });
  return { machine, log };
}

describeMachinePaths(
  (['ready', 'missing', 'loading'] as const).map((probe) => probing(() => probe).machine),
  { events: [{ type: 'xstate.after.poll.challengeScript.waiting' } as unknown as ChallengeScriptEvent] },
);

describe('challenge script machine (SPEC §4, §8)', () => {
  it('polls every 200 ms until the script is ready', () => {
    const clock = new SimulatedClock();
    const { machine } = probing(() => (clock.now() >= 3 * CHALLENGE_POLL_MS ? 'ready' : 'loading'));
    const actor = createActor(machine, { clock }).start();
    advance(clock, CHALLENGE_POLL_MS * 2, CHALLENGE_POLL_MS);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(CHALLENGE_POLL_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it("logs 'no load recaptcha script in the page.' when there is no script", () => {
    const { machine, log } = probing(() => 'missing');
    expect(createActor(machine).start().getSnapshot().value).toBe('missing');
    expect(log).toHaveBeenCalledWith(NO_CHALLENGE_SCRIPT_MESSAGE);
  });

  it("gives up after 300 polls, about 60 s, logging 'can not load recaptcha script.'", () => {
    const clock = new SimulatedClock();
    const { machine, log } = probing(() => 'loading');
    const actor = createActor(machine, { clock }).start();
    advance(clock, CHALLENGE_POLL_MS * (CHALLENGE_MAX_POLLS - 1), CHALLENGE_POLL_MS);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(CHALLENGE_POLL_MS);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(log).toHaveBeenCalledWith(CHALLENGE_SCRIPT_FAILED_MESSAGE);
  });
});
