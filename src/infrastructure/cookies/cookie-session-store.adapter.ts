import type { SessionStorePort } from '../../application/ports/session-store.port.ts';
import type { UserInfo } from '../../application/session/session.types.ts';
import { SESSION_TOKEN_COOKIE, USER_INFO_STORAGE_KEY } from '../../domain/index.ts';
import { readDocumentCookie, writeDocumentCookie } from './document-cookies.ts';

function isUserInfo(value: unknown): value is UserInfo {
  return typeof value === 'object' && value !== null && typeof (value as UserInfo).user_id === 'string' && typeof (value as UserInfo).name === 'string';
}

/** The session token cookie and the user info in localStorage (SPEC §4 Session, §9 path '/'). */
export class CookieSessionStoreAdapter implements SessionStorePort {
  read(): string | undefined {
    const token = readDocumentCookie(SESSION_TOKEN_COOKIE);
    return token === undefined || token === '' ? undefined : token;
  }

  user(): UserInfo | undefined {
    try {
      const value: unknown = JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? 'null');
      return isUserInfo(value) ? value : undefined;
    } catch {
      return undefined;
    }
  }

  store(token: string, user: UserInfo | undefined, expiresAt?: number): void {
    writeDocumentCookie(SESSION_TOKEN_COOKIE, token, expiresAt === undefined ? {} : { expires: new Date(expiresAt) });
    try {
      if (user) localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(user));
    } catch {
      // Without storage the user info is loaded again on the next page.
    }
  }

  clear(): void {
    writeDocumentCookie(SESSION_TOKEN_COOKIE, '', { expires: new Date(0) });
    try {
      localStorage.removeItem(USER_INFO_STORAGE_KEY);
    } catch {
      // Nothing stored, nothing to clear.
    }
  }
}
