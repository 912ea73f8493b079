import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ResetFailure } from '../../../application/account/password-reset.machine.ts';
import { Button } from '../../components/button/button.view.tsx';
import { CodeField, EmailField, FormAlert, NewPasswordField } from '../../components/form-field/account-fields.tsx';
import { RATE_LIMITED, UNAVAILABLE } from '../../i18n/error-messages.ts';
import '../login/login.css';

export type PasswordResetViewModel = {
  readonly step: 'request' | 'reset' | 'done';
  readonly email: string;
  readonly code: string;
  readonly password: string;
  readonly busy: boolean;
  readonly failure: ResetFailure | undefined;
};

export type PasswordResetViewProps = {
  readonly model: PasswordResetViewModel;
  readonly loginHref: string;
  readonly onEmail: (value: string) => void;
  readonly onCode: (value: string) => void;
  readonly onPassword: (value: string) => void;
  readonly onSubmit: () => void;
};

/** The forgotten-password form: first the email for a code, then the code and a new password. */
export function PasswordResetView({ model, loginHref, onEmail, onCode, onPassword, onSubmit }: PasswordResetViewProps) {
  const { i18n } = useLingui();
  const { failure } = model;
  const invalid = failure?.kind === 'invalid' ? failure : undefined;
  if (model.step === 'done') {
    return (
      <section className="login">
        <p className="login__links" role="status">
          <Trans>
            Your password has been changed. <Link to={loginHref}>Sign in</Link> with your new password.
          </Trans>
        </p>
      </section>
    );
  }
  return (
    <section className="login">
      <form
        className="login__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <EmailField value={model.email} onChange={onEmail} invalid={invalid?.email ?? false} />
        {model.step === 'reset' ? (
          <>
            <CodeField value={model.code} onChange={onCode} invalid={invalid?.code ?? false} />
            <NewPasswordField value={model.password} onChange={onPassword} failedRules={invalid?.password ?? []} />
          </>
        ) : null}
        {failure?.kind === 'rejected' ? (
          <FormAlert>
            {failure.message}
          </FormAlert>
        ) : null}
        {failure?.kind === 'rateLimited' || failure?.kind === 'unavailable' ? (
          <FormAlert>
            {i18n._(failure.kind === 'rateLimited' ? RATE_LIMITED : UNAVAILABLE)}
          </FormAlert>
        ) : null}
        <Button variant="primary" type="submit" block loading={model.busy}>
          {model.step === 'request' ? <Trans>Send me a code</Trans> : <Trans>Set new password</Trans>}
        </Button>
      </form>
    </section>
  );
}
