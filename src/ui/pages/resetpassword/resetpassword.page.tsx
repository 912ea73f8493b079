import { msg } from '@lingui/core/macro';
import { useSearchParams } from 'react-router';
import { localizedPath } from '../../../domain/index.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { PasswordResetForm } from '../forgetpassword/password-reset-form.tsx';

const COPY: PageCopy = {
  title: msg`Reset password`,
  heading: msg`Choose a new password`,
  description: msg`Enter the code we emailed you and a new password for your account.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  const { heading, lead, data } = usePage(copy);
  const [search] = useSearchParams();
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <PasswordResetForm
        step="reset"
        input={{ email: search.get('email') ?? undefined, code: search.get('code') ?? undefined }}
        loginHref={localizedPath(data.language, '/login')}
      />
    </>
  );
}
