import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Profile } from '../../../application/account/account.port.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { useInjection } from '../../di/container-context.tsx';
import { selectAccountVerification, selectChangePassword } from './account-security.selectors.ts';
import { AccountSecurityView } from './account-security.view.tsx';
import { AccountVerificationView } from './account-verification.view.tsx';
import { ChangePasswordView } from './change-password.view.tsx';

function ChangePassword({ username }: { username: string | undefined }) {
  const form = useActorRef(useInjection(TOKENS.ChangePasswordMachine));
  const model = useSelector(form, selectChangePassword);
  return (
    <ChangePasswordView
      model={model}
      username={username}
      onCurrent={(value) => form.send({ type: 'user.editCurrent', value })}
      onNew={(value) => form.send({ type: 'user.editNew', value })}
      onSubmit={() => form.send({ type: 'user.submit' })}
      onChangeAgain={() => form.send({ type: 'user.changeAgain' })}
    />
  );
}

function Verification({ email, onVerified }: { email: string; onVerified: () => void }) {
  const verification = useActorRef(useInjection(TOKENS.AccountVerificationMachine), { input: { email } });
  const model = useSelector(verification, selectAccountVerification);
  const verified = model.step === 'verified';
  useEffect(() => {
    if (verified) onVerified();
  }, [verified, onVerified]);
  return (
    <AccountVerificationView
      model={model}
      onRequestCode={() => verification.send({ type: 'user.requestCode' })}
      onCode={(value) => verification.send({ type: 'user.editCode', value })}
      onSubmit={() => verification.send({ type: 'user.submit' })}
      onResend={() => verification.send({ type: 'user.resend' })}
    />
  );
}

export type AccountSecurityProps = {
  readonly profile: Profile;
  /** Tells the account page to reload its profile (the "not verified" badge goes). */
  readonly onVerified: () => void;
};

/** SPEC §1 "change ... a password, verify their account": the account page's sign-in and security card. */
export function AccountSecurity({ profile, onVerified }: AccountSecurityProps) {
  // Once shown, the verification block stays for this visit, to confirm the success after the profile reloads.
  const [verifyEmail] = useState(() => (profile.verified ? undefined : profile.email));
  const hasPassword = profile.user.password_set;
  if (verifyEmail === undefined && !hasPassword) return null;
  return (
    <AccountSecurityView
      verification={verifyEmail === undefined ? null : <Verification email={verifyEmail} onVerified={onVerified} />}
      changePassword={hasPassword ? <ChangePassword username={profile.email} /> : null}
    />
  );
}
