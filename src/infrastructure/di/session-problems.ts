import type { SessionProblem, SessionProblemsPort } from '../../application/ports/session-problems.port.ts';
import type { UserInfo } from '../../application/session/session.types.ts';

/** Carries SPEC §8 session problems from the HTTP client to whoever listens (the session actor). */
export class SessionProblemsChannel implements SessionProblemsPort {
  readonly #listeners = new Set<(problem: SessionProblem) => void>();
  readonly #signIns = new Set<(token: string, user: UserInfo | undefined) => void>();
  readonly #refreshes = new Set<(change: { readonly paid: boolean }) => void>();

  /** A sign-up made outside the session machine (the checkout's anonymous account) joins the session. */
  signedIn(token: string, user: UserInfo | undefined): void {
    for (const listener of this.#signIns) listener(token, user);
  }

  /** The user info changed on the server (a password was set, or an order was paid): the session loads it again. */
  refreshed(change: { readonly paid: boolean } = { paid: false }): void {
    for (const listener of this.#refreshes) listener(change);
  }

  onRefreshed(listener: (change: { readonly paid: boolean }) => void): () => void {
    this.#refreshes.add(listener);
    return () => this.#refreshes.delete(listener);
  }

  onSignedIn(listener: (token: string, user: UserInfo | undefined) => void): () => void {
    this.#signIns.add(listener);
    return () => this.#signIns.delete(listener);
  }

  report(problem: SessionProblem): void {
    for (const listener of this.#listeners) listener(problem);
  }

  subscribe(listener: (problem: SessionProblem) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
