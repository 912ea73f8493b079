import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/button/button.view.tsx';
import { CodeField, FormAlert } from '../../components/form-field/account-fields.tsx';
import { RATE_LIMITED, UNAVAILABLE } from '../../i18n/error-messages.ts';
import type { AccountVerificationViewModel } from './account-security.selectors.ts';

export type AccountVerificationViewProps = {
  readonly model: AccountVerificationViewModel;
  readonly onRequestCode: () => void;
  readonly onCode: (value: string) => void;
  readonly onSubmit: () => void;
  readonly onResend: () => void;
};

/** Verifying the account's email: send a code, type it in, ask for another after a short wait. */
export function AccountVerificationView({ model, onRequestCode, onCode, onSubmit, onResend }: AccountVerificationViewProps) {
  const { i18n } = useLingui();
  const { failure, email } = model;
  const address = <bdi dir="ltr">{email}</bdi>;
  const minutes = model.expiresInMinutes;
  const seconds = model.resendWaitSeconds;
  const alert =
    failure === undefined || failure.kind === 'invalidCode' ? null : (
      <FormAlert>
        {failure.kind === 'wrongCode' ? <Trans>That code is wrong or has expired. Check the latest email from us, or send a new code.</Trans> : null}
        {failure.kind === 'rejected' ? failure.message : null}
        {failure.kind === 'rateLimited' ? i18n._(RATE_LIMITED) : null}
        {failure.kind === 'unavailable' ? i18n._(UNAVAILABLE) : null}
      </FormAlert>
    );
  return (
    <div className="security__block">
      <h3 className="security__title">
        <Trans>Verify your email address</Trans>
      </h3>
      {model.step === 'verified' ? (
        <p className="security__verified" role="status">
          <Trans>Your email address {address} is verified.</Trans>
        </p>
      ) : null}
      {model.step === 'request' ? (
        <>
          <p>
            <Trans>We will email a 6-digit code to {address}. Entering it here shows that the address is yours, so you can always get back into your account.</Trans>
          </p>
          {alert}
          <div>
            <Button variant="primary" loading={model.requesting} onClick={onRequestCode}>
              <Trans>Email me a code</Trans>
            </Button>
          </div>
        </>
      ) : null}
      {model.step === 'code' ? (
        <form
          className="security__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <p role="status">
            {model.resent ? <Trans>We sent a new code to {address}.</Trans> : <Trans>We sent a code to {address}.</Trans>}{' '}
            {minutes === undefined ? null : <Plural value={minutes} one="It works for # minute." other="It works for # minutes." />}
          </p>
          <CodeField value={model.code} onChange={onCode} invalid={failure?.kind === 'invalidCode'} />
          {alert}
          <div className="security__actions">
            <Button variant="primary" type="submit" loading={model.checking}>
              <Trans>Verify</Trans>
            </Button>
            <Button variant="secondary" loading={model.resend === 'sending'} disabled={model.resend === 'waiting'} onClick={onResend}>
              <Trans>Send a new code</Trans>
            </Button>
          </div>
          {model.resend === 'waiting' ? (
            <p className="security__hint">
              <Plural value={seconds} one="Nothing yet? You can ask for a new code # second after the last one." other="Nothing yet? You can ask for a new code # seconds after the last one." />
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
