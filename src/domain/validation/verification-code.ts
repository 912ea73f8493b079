/** Issue 4 decision (docs/decisions.md, Codes): emailed verification and reset codes are six digits. */
export const VERIFICATION_CODE_LENGTH = 6;

const SIX_DIGITS = /^\d{6}$/;

/** Issue 4: a code as typed is acceptable when, trimmed, it is exactly six ASCII digits. */
export function isVerificationCode(value: string): boolean {
  return SIX_DIGITS.test(value.trim());
}
