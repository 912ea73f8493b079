import type { ChallengeConfig } from './challenge-config.ts';

/** Configuration the server hands the browser at run time, so one build serves every environment. */
export type RuntimeConfig = {
  /** Base URL of the API; empty for the site's own origin (the embedded sandbox API). */
  readonly apiBase: string;
  /** Hosts that run in production; anything else is the sandbox (SPEC §4 Environment). */
  readonly productionHosts: readonly string[];
  /** SPEC §4 Compatibility mode, from the public config. */
  readonly compatibilityMode: boolean;
  /** Where the challenge script comes from and its site keys. */
  readonly challenge: ChallengeConfig;
  /** STUN servers for the WebRTC leak test, as ICE server URLs (`stun:host:port`). */
  readonly stunServers: readonly string[];
  /** Origins of payment providers' pages and scripts the checkout may hand the visitor to, besides the site's own. */
  readonly paymentOrigins: readonly string[];
};

export interface RuntimeConfigPort {
  load(): Promise<RuntimeConfig>;
}
