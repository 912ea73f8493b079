import type { UserInfo } from '../session/session.types.ts';
import type { SessionTokenPort } from './session-token.port.ts';

/** Where the session lives in the browser (SPEC §4: the token in a cookie, user info in storage). */
export interface SessionStorePort extends SessionTokenPort {
  user(): UserInfo | undefined;
  store(token: string, user: UserInfo | undefined, expiresAt?: number): void;
  clear(): void;
}
