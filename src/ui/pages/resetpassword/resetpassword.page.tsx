import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import type { passwordResetMachine } from '../../../application/account/password-reset.machine.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { localizedPath } from '../../../domain/index.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { useInjection } from '../../di/container-context.tsx';
import { PasswordResetView } from '../forgetpassword/password-reset.view.tsx';

const COPY: PageCopy = {
  title: msg`Reset password`,
  heading: msg`Choose a new password`,
  description: msg`Enter the code we emailed you and a new password for your account.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  const { heading, lead, data } = usePage(copy);
  const [search] = useSearchParams();
  const reset = useActorRef(useInjection<typeof passwordResetMachine>(TOKENS.PasswordResetMachine), {
    input: { email: search.get('email') ?? undefined, code: search.get('code') ?? undefined },
  });
  const model = useSelector(reset, (snapshot) => ({
    step: snapshot.matches('done') ? ('done' as const) : ('reset' as const),
    email: snapshot.context.email,
    code: snapshot.context.code,
    password: snapshot.context.password,
    busy: snapshot.matches('resetting'),
    failure: snapshot.context.failure,
  }));
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <PasswordResetView
        model={model}
        loginHref={localizedPath(data.language, '/login')}
        onEmail={(value) => reset.send({ type: 'user.editEmail', value })}
        onCode={(value) => reset.send({ type: 'user.editCode', value })}
        onPassword={(value) => reset.send({ type: 'user.editPassword', value })}
        onSubmit={() => reset.send({ type: 'user.submit' })}
      />
    </>
  );
}
