import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import './account-security.css';

export type AccountSecurityViewProps = {
  /** The email verification block, while the account is (or was, on this visit) unverified. */
  readonly verification: ReactNode;
  /** The change-password form, for an account that has a password. */
  readonly changePassword: ReactNode;
};

/** The account page's "Sign-in and security" card. */
export function AccountSecurityView({ verification, changePassword }: AccountSecurityViewProps) {
  return (
    <section className="account__card security" aria-labelledby="account-security-title">
      <h2 id="account-security-title">
        <Trans>Sign-in and security</Trans>
      </h2>
      {verification}
      {changePassword}
    </section>
  );
}
