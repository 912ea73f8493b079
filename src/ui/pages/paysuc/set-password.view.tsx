import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { SetPasswordFailure } from '../../../application/account/set-password.machine.ts';
import { Button } from '../../components/button/button.view.tsx';
import { EmailField, FormAlert, NewPasswordField } from '../../components/form-field/account-fields.tsx';
import { UNAVAILABLE } from '../../i18n/error-messages.ts';

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
        <EmailField value={model.email} onChange={onEmail} invalid={invalid?.email ?? false} />
      ) : null}
      <NewPasswordField value={model.password} onChange={onPassword} failedRules={invalid?.password ?? []} />
      {model.failure?.kind === 'rejected' ? (
        <FormAlert>
          {model.failure.message}
        </FormAlert>
      ) : null}
      {model.failure?.kind === 'unavailable' ? (
        <FormAlert>
          {i18n._(UNAVAILABLE)}
        </FormAlert>
      ) : null}
      <Button variant="primary" type="submit" loading={model.saving}>
        <Trans>Set password</Trans>
      </Button>
    </form>
  );
}
