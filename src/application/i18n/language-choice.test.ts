import { describe, expect, it } from 'vitest';
import type { Language } from '../../domain/index.ts';
import type { LanguagePreferencePort } from '../ports/language-preference.port.ts';
import { LanguageChoice } from './language-choice.use-case.ts';

class MemoryPreference implements LanguagePreferencePort {
  cookie: string | undefined;
  readonly browser: readonly string[];
  constructor(cookie: string | undefined, browser: readonly string[] = []) {
    this.cookie = cookie;
    this.browser = browser;
  }
  remembered() {
    return this.cookie;
  }
  remember(language: Language) {
    this.cookie = language;
  }
  browserLanguages() {
    return this.browser;
  }
}

describe('LanguageChoice', () => {
  it('sets the cookie before going to the same page in the chosen language', () => {
    const preference = new MemoryPreference('en');
    const target = new LanguageChoice(preference).choose('ar', { pathname: '/pricing', search: '?plan=1', hash: '#faq' });
    expect(target).toBe('/ar/pricing?plan=1#faq');
    expect(preference.cookie).toBe('ar');
    expect(new LanguageChoice(preference).decide({ pathname: '/ar/pricing', search: '', hash: '' })).toMatchObject({ kind: 'render' });
  });

  it('remembers a language detected on a first visit', () => {
    const preference = new MemoryPreference(undefined, ['ja-JP']);
    expect(new LanguageChoice(preference).decide({ pathname: '/', search: '', hash: '#top' })).toMatchObject({ location: '/ja#top' });
    expect(preference.cookie).toBe('ja');
  });

  it('keeps the hash when applying the cookie language in the browser', () => {
    const preference = new MemoryPreference('de');
    expect(new LanguageChoice(preference).decide({ pathname: '/en/features', search: '', hash: '#faq' })).toMatchObject({ location: '/features#faq' });
    expect(new LanguageChoice(preference).decide({ pathname: '/features', search: '', hash: '#faq' })).toMatchObject({ location: '/de/features#faq' });
  });
});
