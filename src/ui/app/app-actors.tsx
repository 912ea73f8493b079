import { useEffect, type ReactNode } from 'react';
import { type consentMachine } from '../../application/consent/consent.machine.ts';
import { type messageBoxMachine } from '../../application/feedback/message-box.machine.ts';
import { type toastMachine } from '../../application/feedback/toast.machine.ts';
import { type sessionMachine } from '../../application/session/session.machine.ts';
import type { SessionProblemsPort } from '../../application/ports/session-problems.port.ts';
import { TOKENS } from '../../application/tokens.ts';
import { storedConsentChoice, CONSENT_STORAGE_KEY } from '../../domain/index.ts';
import { useInjection } from '../di/container-context.tsx';
import { actorContext } from './actor-context.tsx';

/**
 * App-wide actors (CONVENTIONS' createActorContext, in a form a document's islands can share: actor-context.tsx); the
 * container supplies the provided machines.
 */
export const SessionActor = actorContext<typeof sessionMachine>('session');
export const ToastActor = actorContext<typeof toastMachine>('toast');
export const MessageBoxActor = actorContext<typeof messageBoxMachine>('message box');
export const ConsentActor = actorContext<typeof consentMachine>('consent');

export function storedConsent() {
  if (typeof localStorage === 'undefined') return undefined;
  try {
    return storedConsentChoice(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

type SessionRef = ReturnType<typeof SessionActor.useActorRef>;

/** Reports SPEC §8 session problems from any call to the session actor; returns the disconnection. */
export function connectSessionProblems(problems: SessionProblemsPort, session: SessionRef): () => void {
  const disconnections = [
    problems.subscribe((problem) => session.send(problem === 'unauthorized' ? { type: 'api.unauthorized' } : { type: 'api.loggedOutElsewhere' })),
    problems.onRefreshed(({ paid }) => session.send({ type: 'session.refresh', paid })),
    problems.onSignedIn((token, user) => session.send({ type: 'user.signedIn', token, user: user ?? { user_id: '', name: '', password_set: false } })),
  ];
  return () => {
    for (const disconnect of disconnections) disconnect();
  };
}

function SessionProblemsBridge() {
  const session = SessionActor.useActorRef();
  const problems = useInjection(TOKENS.SessionProblems);
  useEffect(() => connectSessionProblems(problems, session), [problems, session]);
  return null;
}

/** The app-wide actors, started by a document page's runtime for its islands (issue 17). */
export type AppActors = {
  readonly session: SessionRef;
  readonly toast: ReturnType<typeof ToastActor.useActorRef>;
  readonly messageBox: ReturnType<typeof MessageBoxActor.useActorRef>;
  readonly consent: ReturnType<typeof ConsentActor.useActorRef>;
};

/** Hands running app-wide actors to an island's tree. */
export function ProvideAppActors({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return (
    <SessionActor.Provider actor={actors.session}>
      <ToastActor.Provider actor={actors.toast}>
        <MessageBoxActor.Provider actor={actors.messageBox}>
          <ConsentActor.Provider actor={actors.consent}>{children}</ConsentActor.Provider>
        </MessageBoxActor.Provider>
      </ToastActor.Provider>
    </SessionActor.Provider>
  );
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

