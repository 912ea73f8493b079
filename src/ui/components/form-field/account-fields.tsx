import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PasswordRule } from '../../../domain/index.ts';
import { INVALID_CODE, INVALID_EMAIL, PASSWORD_RULE_MESSAGES } from '../../i18n/error-messages.ts';
import { PasswordField, TextField } from './form-field.view.tsx';
import './account-fields.css';

/** The email field every account form shares, with the one way we say an address is malformed. */
export function EmailField({ value, onChange, invalid }: { value: string; onChange: (value: string) => void; invalid: boolean }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  return <TextField label={t`Email`} name="email" type="email" autoComplete="email" dir="ltr" required value={value} onChange={onChange} errors={invalid ? [i18n._(INVALID_EMAIL)] : []} />;
}

/**
 * A new password with SPEC §5's rules as the hint, and every rule that fails said in words; `otherErrors`
 * carries a form's own conditions (a new password equal to the current one).
 */
export function NewPasswordField({
  value,
  onChange,
  failedRules,
  otherErrors = [],
}: {
  value: string;
  onChange: (value: string) => void;
  failedRules: readonly PasswordRule[];
  otherErrors?: readonly string[];
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  return (
    <PasswordField
      label={t`New password`}
      name="password"
      autoComplete="new-password"
      required
      hint={t`8 to 20 characters with a lowercase letter, an uppercase letter and a symbol.`}
      value={value}
      onChange={onChange}
      errors={[...failedRules.map((rule) => i18n._(PASSWORD_RULE_MESSAGES[rule])), ...otherErrors]}
    />
  );
}

/** The six-digit code we email (account verification, password reset); phones offer it from the mail. */
export function CodeField({ value, onChange, invalid }: { value: string; onChange: (value: string) => void; invalid: boolean }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  return (
    <TextField
      label={t`Code from the email`}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      required
      value={value}
      onChange={onChange}
      errors={invalid ? [i18n._(INVALID_CODE)] : []}
    />
  );
}

/** A form-level problem (the server's message, a network failure), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className="form-alert" role="alert">
      {children}
    </p>
  );
}
