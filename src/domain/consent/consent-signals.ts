/** SPEC §4: the consent choice is stored under this (historically misspelt) key. */
export const CONSENT_STORAGE_KEY = 'accpeted-cookies';
/** Where the ad and personalisation signals that follow from the choice are kept, for the tags that honour them. */
export const CONSENT_SIGNALS_STORAGE_KEY = 'consent-signals';

export type ConsentChoice = 'accepted' | 'rejected';
export type ConsentSignals = { readonly ad: 'granted' | 'denied'; readonly personalization: 'granted' | 'denied' };

/** SPEC §4 Cookie consent: ad and personalisation flags are granted only when cookies are accepted. */
export function consentSignals(choice: ConsentChoice): ConsentSignals {
  return choice === 'accepted' ? { ad: 'granted', personalization: 'granted' } : { ad: 'denied', personalization: 'denied' };
}

/** Reads a stored choice; anything else means the visitor has not chosen. */
export function storedConsentChoice(stored: string | null | undefined): ConsentChoice | undefined {
  return stored === 'accepted' || stored === 'rejected' ? stored : undefined;
}
