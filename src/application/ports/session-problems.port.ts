/** SPEC §8: any call can find the session gone; the session machine must hear of it. */
export type SessionProblem = 'unauthorized' | 'loggedOutElsewhere';

export interface SessionProblemsPort {
  subscribe(listener: (problem: SessionProblem) => void): () => void;
}
