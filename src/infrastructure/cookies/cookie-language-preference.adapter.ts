import type { LanguagePreferencePort } from '../../application/ports/language-preference.port.ts';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, type Language } from '../../domain/index.ts';
import { readDocumentCookie, writeDocumentCookie } from './document-cookies.ts';

/** The language cookie and `navigator.languages` (SPEC §2.1, §9). */
export class CookieLanguagePreferenceAdapter implements LanguagePreferencePort {
  remembered(): string | undefined {
    return readDocumentCookie(LANGUAGE_COOKIE);
  }

  remember(language: Language): void {
    writeDocumentCookie(LANGUAGE_COOKIE, language, { maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS });
  }

  browserLanguages(): readonly string[] {
    return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  }
}
