/**
 * Issue 19 (sign in a TV with a code, after RFC 8628 §6.1): the short code a device shows is eight letters of an
 * alphabet without vowels (no words) and without letters that read as digits, shown as XXXX-XXXX.
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const USER_CODE_LENGTH = 8;
/** Issue 19: a device's request lives ten minutes, and it polls no faster than every five seconds (RFC 8628 §3.2). */
export const DEVICE_CODE_LIFETIME_SECONDS = 600;
export const DEVICE_POLL_INTERVAL_SECONDS = 5;
/** RFC 8628 §3.5: each `slow_down` adds five seconds to the interval, for that poll and all later ones. */
export const SLOW_DOWN_STEP_SECONDS = 5;

const TYPED_SEPARATORS = /[\s\-‐‑‒–—]/g;

/**
 * Issue 19: a user code as typed, in its canonical eight letters (no dash), or undefined when it cannot be one: case,
 * spaces and dashes do not matter (RFC 8628 §6.1), anything outside the alphabet does.
 */
export function canonicalUserCode(typed: string): string | undefined {
  const letters = typed.replace(TYPED_SEPARATORS, '').toUpperCase();
  if (letters.length !== USER_CODE_LENGTH) return undefined;
  return [...letters].every((letter) => USER_CODE_ALPHABET.includes(letter)) ? letters : undefined;
}

/** Issue 19: a canonical user code as a device shows it, XXXX-XXXX. */
export function displayUserCode(canonical: string): string {
  return `${canonical.slice(0, USER_CODE_LENGTH / 2)}-${canonical.slice(USER_CODE_LENGTH / 2)}`;
}

/** Issue 19: a new user code from `USER_CODE_LENGTH` random indexes into the alphabet (0 to 19), canonical form. */
export function userCodeFrom(randomIndexes: readonly number[]): string {
  if (randomIndexes.length !== USER_CODE_LENGTH) throw new RangeError(`A user code needs ${USER_CODE_LENGTH} letters.`);
  return randomIndexes.map((index) => USER_CODE_ALPHABET.charAt(index)).join('');
}
