import type { Language } from '../../domain/index.ts';

/** The visitor's remembered language (SPEC §2.1 language cookie) and the browser's own preferences. */
export interface LanguagePreferencePort {
  /** Raw cookie value; validated by the domain's language rules. */
  remembered(): string | undefined;
  /** SPEC §9: 365 days, SameSite=Lax, path '/'. */
  remember(language: Language): void;
  browserLanguages(): readonly string[];
}
