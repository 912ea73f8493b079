import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ResetFailure } from '../../../application/account/password-reset.machine.ts';
import { Button } from '../../components/button/button.view.tsx';
import { PasswordField, TextField } from '../../components/form-field/form-field.view.tsx';
import { INVALID_CODE, INVALID_EMAIL, PASSWORD_RULE_MESSAGES, RATE_LIMITED, UNAVAILABLE } from '../../i18n/error-messages.ts';
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
  const { t, i18n } = useLingui();
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
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          value={model.email}
          onChange={onEmail}
          errors={invalid?.email ? [i18n._(INVALID_EMAIL)] : []}
        />
        {model.step === 'reset' ? (
          <>
            <TextField
              label={t`Code from the email`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              required
              value={model.code}
              onChange={onCode}
              errors={invalid?.code ? [i18n._(INVALID_CODE)] : []}
            />
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
          </>
        ) : null}
        {failure?.kind === 'rejected' ? (
          <p className="login__problem" role="alert">
            {failure.message}
          </p>
        ) : null}
        {failure?.kind === 'rateLimited' || failure?.kind === 'unavailable' ? (
          <p className="login__problem" role="alert">
            {i18n._(failure.kind === 'rateLimited' ? RATE_LIMITED : UNAVAILABLE)}
          </p>
        ) : null}
        <Button variant="primary" type="submit" block loading={model.busy}>
          {model.step === 'request' ? <Trans>Send me a code</Trans> : <Trans>Set new password</Trans>}
        </Button>
      </form>
    </section>
  );
}
