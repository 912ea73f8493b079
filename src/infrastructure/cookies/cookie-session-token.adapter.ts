import type { SessionTokenPort } from '../../application/ports/session-token.port.ts';
import { SESSION_TOKEN_COOKIE } from './cookie-names.ts';
import { readDocumentCookie } from './document-cookies.ts';

/** The session token cookie (SPEC §4 Session). */
export class CookieSessionTokenAdapter implements SessionTokenPort {
  read(): string | undefined {
    const token = readDocumentCookie(SESSION_TOKEN_COOKIE);
    return token === undefined || token === '' ? undefined : token;
  }
}
