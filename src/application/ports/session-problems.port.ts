import type { UserInfo } from '../session/session.types.ts';

/** SPEC §8: any call can find the session gone; the session machine must hear of it. */
export type SessionProblem = 'unauthorized' | 'loggedOutElsewhere';

export interface SessionProblemsPort {
  subscribe(listener: (problem: SessionProblem) => void): () => void;
  /** Sign-ins that happen outside the session machine (the checkout's anonymous account). */
  onSignedIn(listener: (token: string, user: UserInfo | undefined) => void): () => void;
  /** The user info changed on the server; the session should load it again (`paid`: an order was paid here). */
  onRefreshed(listener: (change: { readonly paid: boolean }) => void): () => void;
}
