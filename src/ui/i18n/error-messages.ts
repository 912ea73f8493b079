import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PasswordRule } from '../../domain/index.ts';

/** SPEC §5 password rules, each said in words (CONVENTIONS: one place maps failures to messages). */
export const PASSWORD_RULE_MESSAGES: Readonly<Record<PasswordRule, MessageDescriptor>> = {
  TooShort: msg`Use at least 8 characters.`,
  TooLong: msg`Use at most 20 characters.`,
  NotPrintableAscii: msg`Use only letters, digits and symbols from a standard keyboard (no spaces or accents).`,
  NoLowercase: msg`Add a lowercase letter.`,
  NoUppercase: msg`Add an uppercase letter.`,
  NoSymbol: msg`Add a symbol, such as ! # or %.`,
};

export const INVALID_EMAIL = msg`Enter an email address like name@example.com.`;
export const INVALID_CODE = msg`Enter the 6-digit code from the email.`;
export const RATE_LIMITED = msg`Too many attempts. Please wait a minute and try again.`;
export const UNAVAILABLE = msg`We could not reach our servers. Check your connection and try again.`;
