import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { passwordResetMachine } from '../../../application/account/password-reset.machine.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { localizedPath } from '../../../domain/index.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { useInjection } from '../../di/container-context.tsx';
import { PasswordResetView } from './password-reset.view.tsx';

const COPY: PageCopy = {
  title: msg`Forgot password`,
  heading: msg`Reset your password`,
  description: msg`Enter the email address of your account and we will send you a code to choose a new password.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  const { heading, lead, data } = usePage(copy);
  const navigate = useNavigate();
  const reset = useActorRef(useInjection<typeof passwordResetMachine>(TOKENS.PasswordResetMachine), { input: {} });
  const model = useSelector(reset, (snapshot) => ({
    step: 'request' as const,
    email: snapshot.context.email,
    code: snapshot.context.code,
    password: snapshot.context.password,
    busy: snapshot.matches('requesting'),
    failure: snapshot.context.failure,
  }));
  const sent = useSelector(reset, (snapshot) => snapshot.matches('codeSent'));
  const email = model.email.trim();
  useEffect(() => {
    if (sent) void navigate(`${localizedPath(data.language, '/resetpassword')}?email=${encodeURIComponent(email)}`);
  }, [sent, navigate, data.language, email]);
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <PasswordResetView
        model={model}
        loginHref={localizedPath(data.language, '/login')}
        onEmail={(value) => reset.send({ type: 'user.editEmail', value })}
        onCode={(value) => reset.send({ type: 'user.editCode', value })}
        onPassword={(value) => reset.send({ type: 'user.editPassword', value })}
        onSubmit={() => reset.send({ type: 'user.requestCode' })}
      />
    </>
  );
}
