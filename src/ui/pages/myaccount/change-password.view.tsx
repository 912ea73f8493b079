import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/button/button.view.tsx';
import { FormAlert, NewPasswordField } from '../../components/form-field/account-fields.tsx';
import { PasswordField } from '../../components/form-field/form-field.view.tsx';
import { RATE_LIMITED, UNAVAILABLE } from '../../i18n/error-messages.ts';
import type { ChangePasswordViewModel } from './account-security.selectors.ts';

export type ChangePasswordViewProps = {
  readonly model: ChangePasswordViewModel;
  /** The account's email, for password managers (they file the new password under it). */
  readonly username: string | undefined;
  readonly onCurrent: (value: string) => void;
  readonly onNew: (value: string) => void;
  readonly onSubmit: () => void;
  readonly onChangeAgain: () => void;
};

/** The account page's change-password form: the current password, a new one, every failing rule in words. */
export function ChangePasswordView({ model, username, onCurrent, onNew, onSubmit, onChangeAgain }: ChangePasswordViewProps) {
  const { t, i18n } = useLingui();
  const { failure } = model;
  const invalid = failure?.kind === 'invalid' ? failure : undefined;
  return (
    <div className="security__block">
      <h3 className="security__title">
        <Trans>Password</Trans>
      </h3>
      {model.saved ? (
        <div className="security__done">
          <p role="status">
            <Trans>Your password has been changed. Other devices were signed out: sign in on them with your new password.</Trans>
          </p>
          <Button variant="secondary" onClick={onChangeAgain}>
            <Trans>Change it again</Trans>
          </Button>
        </div>
      ) : (
        <form
          className="security__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {username === undefined ? null : <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />}
          <PasswordField
            label={t`Current password`}
            name="current-password"
            autoComplete="current-password"
            required
            value={model.currentPassword}
            onChange={onCurrent}
            errors={invalid?.currentMissing ? [t`Enter your current password.`] : []}
          />
          <NewPasswordField
            value={model.newPassword}
            onChange={onNew}
            failedRules={invalid?.password ?? []}
            otherErrors={invalid?.sameAsCurrent ? [t`Choose a password different from your current one.`] : []}
          />
          {failure?.kind === 'rejected' ? <FormAlert>{failure.message}</FormAlert> : null}
          {failure?.kind === 'rateLimited' || failure?.kind === 'unavailable' ? <FormAlert>{i18n._(failure.kind === 'rateLimited' ? RATE_LIMITED : UNAVAILABLE)}</FormAlert> : null}
          <div>
            <Button variant="primary" type="submit" loading={model.saving}>
              <Trans>Change password</Trans>
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
