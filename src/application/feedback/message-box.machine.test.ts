import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeMachinePaths } from '../../../tests/support/machine-paths.ts';
import { messageBoxMachine, type CallbackOutcome, type MessageBoxEvent } from './message-box.machine.ts';

const confirmBox: MessageBoxEvent = { type: 'box.open', request: { kind: 'confirm', title: 'Unbind device', message: 'Unbind this iPhone?', callbackId: 'unbind' } };
const alertBox: MessageBoxEvent = { type: 'box.open', request: { kind: 'alert', title: 'Error', message: 'Try again' } };

describeMachinePaths(messageBoxMachine, {
  events: [
    confirmBox,
    alertBox,
    { type: 'user.confirm' },
    { type: 'user.cancel' },
    { type: 'xstate.done.actor.runCallback', output: { keepOpen: true } } as unknown as MessageBoxEvent,
    { type: 'xstate.done.actor.runCallback', output: { keepOpen: false } } as unknown as MessageBoxEvent,
  ],
});

function boxAnswering(outcome: () => Promise<CallbackOutcome>) {
  return createActor(messageBoxMachine.provide({ actors: { runCallback: fromPromise<CallbackOutcome, { callbackId: string | undefined }>(outcome) } })).start();
}

describe('message box machine', () => {
  it('shows the loading state while the callback runs, then closes', async () => {
    let finish: (value: CallbackOutcome) => void = () => {};
    const actor = boxAnswering(() => new Promise((resolve) => (finish = resolve)));
    actor.send(confirmBox);
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().value).toBe('running');
    finish({ keepOpen: false });
    await waitFor(actor, (s) => s.matches('closed'));
  });

  it('stays open when the callback returns false', async () => {
    const actor = boxAnswering(async () => ({ keepOpen: true }));
    actor.send(confirmBox);
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('open'));
    expect(actor.getSnapshot().context.request?.title).toBe('Unbind device');
  });

  it('stays open, marked failed, when the callback throws', async () => {
    const actor = boxAnswering(async () => Promise.reject(new Error('network')));
    actor.send(confirmBox);
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('open') && s.context.failed);
  });

  it('offers no cancel on an alert', () => {
    const actor = boxAnswering(async () => ({ keepOpen: false }));
    actor.send(alertBox);
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('open');
  });
});
