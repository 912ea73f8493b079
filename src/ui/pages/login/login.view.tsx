import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import type { SignInFailure } from '../../../application/account/sign-in.machine.ts';
import { Button } from '../../components/button/button.view.tsx';
import { EmailField, FormAlert } from '../../components/form-field/account-fields.tsx';
import { PasswordField } from '../../components/form-field/form-field.view.tsx';
import './login.css';

export type LoginViewModel = {
  readonly email: string;
  readonly password: string;
  readonly submitting: boolean;
  readonly failure: SignInFailure | undefined;
};

export type LoginViewProps = {
  readonly model: LoginViewModel;
  readonly challengeRef: RefObject<HTMLDivElement | null>;
  readonly forgotHref: string;
  readonly pricingHref: string;
  readonly onEmail: (value: string) => void;
  readonly onPassword: (value: string) => void;
  readonly onSubmit: () => void;
};

/** SPEC §2.2 /login with the v2 challenge; every failure in words, nothing typed is lost. */
export function LoginView({ model, challengeRef, forgotHref, pricingHref, onEmail, onPassword, onSubmit }: LoginViewProps) {
  const { t } = useLingui();
  const { failure } = model;
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
        <EmailField value={model.email} onChange={onEmail} invalid={failure?.kind === 'emailInvalid'} />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          required
          value={model.password}
          onChange={onPassword}
          errors={failure?.kind === 'passwordMissing' ? [t`Enter your password.`] : []}
        />
        <div className="login__challenge" ref={challengeRef} />
        {failure?.kind === 'challengeMissing' ? (
          <FormAlert>
            <Trans>Tick “I’m not a robot” to continue.</Trans>
          </FormAlert>
        ) : null}
        {failure?.kind === 'rejected' ? (
          <FormAlert>
            {failure.message}
          </FormAlert>
        ) : null}
        {failure?.kind === 'rateLimited' ? (
          <FormAlert>
            <Trans>Too many attempts. Please wait a minute and try again.</Trans>
          </FormAlert>
        ) : null}
        {failure?.kind === 'unavailable' ? (
          <FormAlert>
            <Trans>We could not reach our servers. Check your connection and try again.</Trans>
          </FormAlert>
        ) : null}
        <Button variant="primary" type="submit" block loading={model.submitting}>
          <Trans>Sign in</Trans>
        </Button>
        <p className="login__links">
          <Link to={forgotHref}>
            <Trans>Forgot your password?</Trans>
          </Link>
        </p>
        <p className="login__links">
          <Trans>
            No account yet? <Link to={pricingHref}>Choose a plan</Link> — your account is created when you pay.
          </Trans>
        </p>
      </form>
    </section>
  );
}
