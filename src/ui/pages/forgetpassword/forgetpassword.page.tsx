import { msg } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { localizedPath } from '../../../domain/index.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { PasswordResetForm } from './password-reset-form.tsx';

const COPY: PageCopy = {
  title: msg`Forgot password`,
  heading: msg`Reset your password`,
  description: msg`Enter the email address of your account and we will send you a code to choose a new password.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  const { heading, lead, data } = usePage(copy);
  const navigate = useNavigate();
  const toReset = useCallback(
    (email: string) => void navigate(`${localizedPath(data.language, '/resetpassword')}?email=${encodeURIComponent(email)}`),
    [navigate, data.language],
  );
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <PasswordResetForm step="request" input={{}} loginHref={localizedPath(data.language, '/login')} onCodeSent={toReset} />
    </>
  );
}
