/** A mounted v2 checkbox: the visitor ticks it, and its token is there to read. */
export type ChallengeWidget = { token(): string | undefined; reset(): void };

/**
 * The challenge (reCAPTCHA) behind one port (SPEC §7): v3 tokens on demand, v2 as a widget the
 * visitor ticks. Undefined means no token could be obtained (SPEC §5: the call is then refused).
 */
export interface ChallengePort {
  executeV3(action: string): Promise<string | undefined>;
  mountV2(container: HTMLElement, onChange: (token: string | undefined) => void): Promise<ChallengeWidget | undefined>;
}
