import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { consentMachine } from '../../application/consent/consent.machine.ts';
import { messageBoxMachine } from '../../application/feedback/message-box.machine.ts';
import { toastMachine } from '../../application/feedback/toast.machine.ts';
import { sessionMachine } from '../../application/session/session.machine.ts';
import { TOKENS } from '../../application/tokens.ts';
import { storedConsentChoice, CONSENT_STORAGE_KEY } from '../../domain/index.ts';
import { useInjection } from '../di/container-context.tsx';

/** App-wide actors (CONVENTIONS: through createActorContext); the container supplies the provided machines. */
export const SessionActor = createActorContext(sessionMachine);
export const ToastActor = createActorContext(toastMachine);
export const MessageBoxActor = createActorContext(messageBoxMachine);
export const ConsentActor = createActorContext(consentMachine);

function storedConsent() {
  if (typeof localStorage === 'undefined') return undefined;
  try {
    return storedConsentChoice(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** Reports SPEC §8 session problems from any call to the session actor. */
function SessionProblemsBridge() {
  const session = SessionActor.useActorRef();
  const problems = useInjection(TOKENS.SessionProblems);
  useEffect(
    () => problems.subscribe((problem) => session.send(problem === 'unauthorized' ? { type: 'api.unauthorized' } : { type: 'api.loggedOutElsewhere' })),
    [problems, session],
  );
  useEffect(() => problems.onRefreshed(({ paid }) => session.send({ type: 'session.refresh', paid })), [problems, session]);
  useEffect(() => problems.onSignedIn((token, user) => session.send({ type: 'user.signedIn', token, user: user ?? { user_id: '', name: '', password_set: false } })), [problems, session]);
  return null;
}

export function AppActorsProvider({ children }: { children: ReactNode }) {
  const store = useInjection(TOKENS.SessionStore);
  return (
    <SessionActor.Provider logic={useInjection(TOKENS.SessionMachine)} options={{ input: { token: store.read(), user: store.user() } }}>
      <ToastActor.Provider logic={useInjection(TOKENS.ToastMachine)}>
        <MessageBoxActor.Provider logic={useInjection(TOKENS.MessageBoxMachine)}>
          <ConsentActor.Provider logic={useInjection(TOKENS.ConsentMachine)} options={{ input: { stored: storedConsent() } }}>
            <SessionProblemsBridge />
            {children}
          </ConsentActor.Provider>
        </MessageBoxActor.Provider>
      </ToastActor.Provider>
    </SessionActor.Provider>
  );
}

