import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { TOKENS } from '../../../application/tokens.ts';
import { useInjection } from '../../di/container-context.tsx';
import { PasswordResetView } from './password-reset.view.tsx';

export type PasswordResetFormProps = {
  /** 'request' asks for the email (/forgetpassword); 'reset' takes the code and new password (/resetpassword). */
  readonly step: 'request' | 'reset';
  readonly input: { readonly email?: string | undefined; readonly code?: string | undefined };
  readonly loginHref: string;
  readonly onCodeSent?: (email: string) => void;
};

/** Both pages of the forgotten-password flow: one machine, one form. */
export function PasswordResetForm({ step, input, loginHref, onCodeSent }: PasswordResetFormProps) {
  const reset = useActorRef(useInjection(TOKENS.PasswordResetMachine), { input });
  const model = useSelector(reset, (snapshot) => ({
    step: snapshot.matches('done') ? ('done' as const) : step,
    email: snapshot.context.email,
    code: snapshot.context.code,
    password: snapshot.context.password,
    busy: snapshot.matches('requesting') || snapshot.matches('resetting'),
    failure: snapshot.context.failure,
  }));
  const sent = useSelector(reset, (snapshot) => snapshot.matches('codeSent'));
  const email = model.email.trim();
  useEffect(() => {
    if (sent) onCodeSent?.(email);
  }, [sent, email, onCodeSent]);
  return (
    <PasswordResetView
      model={model}
      loginHref={loginHref}
      onEmail={(value) => reset.send({ type: 'user.editEmail', value })}
      onCode={(value) => reset.send({ type: 'user.editCode', value })}
      onPassword={(value) => reset.send({ type: 'user.editPassword', value })}
      onSubmit={() => reset.send({ type: step === 'request' ? 'user.requestCode' : 'user.submit' })}
    />
  );
}
