import { localizedPath, resolveLanguageRoute, splitLanguagePrefix, type Language, type LanguageRouteDecision } from '../../domain/index.ts';
import type { LanguagePreferencePort } from '../ports/language-preference.port.ts';

export type BrowserLocation = { readonly pathname: string; readonly search: string; readonly hash: string };

/** The SPEC §2.1 language rules as the browser applies them on every navigation, and the switcher. */
export class LanguageChoice {
  readonly #preference: LanguagePreferencePort;

  constructor(preference: LanguagePreferencePort) {
    this.#preference = preference;
  }

  /** Where the browser should be for this location; remembers a language detected on a first visit. */
  decide(location: BrowserLocation): LanguageRouteDecision {
    const decision = resolveLanguageRoute({
      ...location,
      cookieLanguage: this.#preference.remembered(),
      browserLanguages: this.#preference.browserLanguages(),
    });
    if (decision.kind === 'redirect' && decision.rememberLanguage) this.#preference.remember(decision.rememberLanguage);
    return decision;
  }

  /** SPEC §2.1: the switcher sets the cookie first, then goes to the same page in the chosen language. */
  choose(language: Language, location: BrowserLocation): string {
    this.#preference.remember(language);
    return `${localizedPath(language, splitLanguagePrefix(location.pathname).pathWithoutPrefix)}${location.search}${location.hash}`;
  }
}
