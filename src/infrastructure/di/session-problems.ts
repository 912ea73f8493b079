import type { SessionProblem, SessionProblemsPort } from '../../application/ports/session-problems.port.ts';

/** Carries SPEC §8 session problems from the HTTP client to whoever listens (the session actor). */
export class SessionProblemsChannel implements SessionProblemsPort {
  readonly #listeners = new Set<(problem: SessionProblem) => void>();

  report(problem: SessionProblem): void {
    for (const listener of this.#listeners) listener(problem);
  }

  subscribe(listener: (problem: SessionProblem) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
