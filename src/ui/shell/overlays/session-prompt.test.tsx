import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { consentMachine } from '../../../application/consent/consent.machine.ts';
import { messageBoxMachine } from '../../../application/feedback/message-box.machine.ts';
import { toastMachine } from '../../../application/feedback/toast.machine.ts';
import type { SessionProblem, SessionProblemsPort } from '../../../application/ports/session-problems.port.ts';
import type { SessionStorePort } from '../../../application/ports/session-store.port.ts';
import { sessionMachine } from '../../../application/session/session.machine.ts';
import type { UserInfo, UserInfoOutcome } from '../../../application/session/session.types.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { AppActorsProvider, SessionActor } from '../../app/app-actors.tsx';
import { ContainerProvider } from '../../di/container-context.tsx';
import { SessionPrompt } from './app-overlays.tsx';

const USER: UserInfo = { user_id: 'u1', name: 'ada@example.com', password_set: true };
const QUESTION = 'You have been logged out, you can cancel to stay on this page, or log in again';

class FakeStore implements SessionStorePort {
  token: string | undefined = 'stored';
  read = () => this.token;
  user = () => USER;
  store = (token: string) => void (this.token = token);
  clear = () => void (this.token = undefined);
}

/** What the HTTP client reports from any call, sent by hand. */
class FakeProblems implements SessionProblemsPort {
  readonly #listeners = new Set<(problem: SessionProblem) => void>();
  report(problem: SessionProblem) {
    for (const listener of this.#listeners) listener(problem);
  }
  subscribe(listener: (problem: SessionProblem) => void) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
  onSignedIn = () => () => undefined;
  onRefreshed = () => () => undefined;
}

function SessionState() {
  return <p>session: {SessionActor.useSelector((snapshot) => String(snapshot.value))}</p>;
}

function renderApp(userInfo: UserInfoOutcome) {
  const store = new FakeStore();
  const problems = new FakeProblems();
  const effects = { reloadPage: vi.fn(), goToLogin: vi.fn() };
  const container = new Container();
  container.bind(TOKENS.SessionStore).toConstantValue(store);
  container.bind(TOKENS.SessionProblems).toConstantValue(problems);
  container.bind(TOKENS.SessionMachine).toConstantValue(
    sessionMachine.provide({
      actors: { loadUserInfo: fromPromise<UserInfoOutcome, { token: string }>(async () => userInfo) },
      actions: { storeSession: () => undefined, clearStoredSession: () => store.clear(), reloadPage: effects.reloadPage, goToLogin: effects.goToLogin },
    }),
  );
  container.bind(TOKENS.ToastMachine).toConstantValue(toastMachine);
  container.bind(TOKENS.MessageBoxMachine).toConstantValue(messageBoxMachine);
  container.bind(TOKENS.ConsentMachine).toConstantValue(consentMachine);
  renderWithI18n(
    <ContainerProvider container={container}>
      <AppActorsProvider>
        <SessionPrompt />
        <SessionState />
      </AppActorsProvider>
    </ContainerProvider>,
  );
  return { store, problems, effects, user: userEvent.setup({ delay: null }) };
}

describe('the "logged out elsewhere" question (SPEC §8 50008)', () => {
  it('asks when the stored session is answered with 50008; logging in again forgets the session and reloads', async () => {
    const { store, effects, user } = renderApp({ kind: 'loggedOutElsewhere' });
    const question = await screen.findByRole('dialog', { name: 'Confirm logout' });
    expect(question.textContent).toContain(QUESTION);
    await user.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(store.token).toBeUndefined();
    expect(effects.reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks when any later call is answered with 50008; cancelling keeps the session and the page', async () => {
    const { store, problems, effects, user } = renderApp({ kind: 'loaded', user: USER });
    await screen.findByText('session: signedIn');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => problems.report('loggedOutElsewhere'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm logout' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('session: signedIn')).toBeTruthy();
    expect(store.token).toBe('stored');
    expect(effects.reloadPage).not.toHaveBeenCalled();
  });

  it('does not ask when a call finds the token revoked: the session is forgotten and the visitor sent to sign in', async () => {
    const { store, problems, effects } = renderApp({ kind: 'loaded', user: USER });
    await screen.findByText('session: signedIn');
    act(() => problems.report('unauthorized'));
    await screen.findByText('session: anonymous');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.token).toBeUndefined();
    expect(effects.goToLogin).toHaveBeenCalledTimes(1);
  });
});
