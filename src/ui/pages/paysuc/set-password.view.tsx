import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SetPasswordFailure } from '../../../application/account/set-password.machine.ts';
import { Button } from '../../components/button/button.view.tsx';
import { PasswordField, TextField } from '../../components/form-field/form-field.view.tsx';
import { INVALID_EMAIL, PASSWORD_RULE_MESSAGES, UNAVAILABLE } from '../../i18n/error-messages.ts';

export type SetPasswordViewModel = {
  readonly needsEmail: boolean;
  readonly email: string;
  readonly password: string;
  readonly saving: boolean;
  readonly saved: boolean;
  readonly failure: SetPasswordFailure | undefined;
};

export type SetPasswordViewProps = {
  readonly model: SetPasswordViewModel;
  readonly onEmail: (value: string) => void;
  readonly onPassword: (value: string) => void;
  readonly onSubmit: () => void;
};

/** The welcome page's form for an account made at checkout: the email to sign in with and a password. */
export function SetPasswordView({ model, onEmail, onPassword, onSubmit }: SetPasswordViewProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  if (model.saved) {
    return (
      <p className="checkout__note" role="status">
        <Trans>Your password is set. Sign in with it in the app on each of your devices.</Trans>
      </p>
    );
  }
  const invalid = model.failure?.kind === 'invalid' ? model.failure : undefined;
  return (
    <form
      className="login__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3 className="checkout__title">
        <Trans>Secure your account</Trans>
      </h3>
      <p className="checkout__note">
        <Trans>Set a password so you can sign in on your other devices and manage your subscription.</Trans>
      </p>
      {model.needsEmail ? (
        <TextField label={t`Email`} name="email" type="email" autoComplete="email" dir="ltr" required value={model.email} onChange={onEmail} errors={invalid?.email ? [i18n._(INVALID_EMAIL)] : []} />
      ) : null}
      <PasswordField
        label={t`New password`}
        name="password"
        autoComplete="new-password"
        required
        hint={t`8 to 20 characters with a lowercase letter, an uppercase letter and a symbol.`}
        value={model.password}
        onChange={onPassword}
        errors={(invalid?.password ?? []).map((rule) => i18n._(PASSWORD_RULE_MESSAGES[rule]))}
      />
      {model.failure?.kind === 'rejected' ? (
        <p className="login__problem" role="alert">
          {model.failure.message}
        </p>
      ) : null}
      {model.failure?.kind === 'unavailable' ? (
        <p className="login__problem" role="alert">
          {i18n._(UNAVAILABLE)}
        </p>
      ) : null}
      <Button variant="primary" type="submit" loading={model.saving}>
        <Trans>Set password</Trans>
      </Button>
    </form>
  );
}
