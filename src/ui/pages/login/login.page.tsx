import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TOKENS } from '../../../application/tokens.ts';
import { localizedPath, sameSitePath, splitLanguagePrefix } from '../../../domain/index.ts';
import { useChallengeWidget } from '../../app/challenge-widget.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { SITE_ORIGIN } from '../../app/site-origin.ts';
import { useInjection } from '../../di/container-context.tsx';
import { LoginView } from './login.view.tsx';

const COPY: PageCopy = {
  title: msg`Sign in`,
  heading: msg`Sign in to your account`,
  description: msg`Manage your subscription, devices and allowed IP addresses.`,
};

export const copy = (): PageCopy => COPY;

/** Only a path of this site may be the destination after signing in (no open redirect; issue 16: read by the URL parser). */
function destination(raw: string | null, fallback: string): string {
  return sameSitePath(raw, SITE_ORIGIN) ?? fallback;
}

export function Page() {
  const { heading, lead, data } = usePage(copy);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useActorRef(useInjection(TOKENS.SignInMachine), { input: {} });
  const model = useSelector(signIn, (snapshot) => ({
    email: snapshot.context.email,
    password: snapshot.context.password,
    submitting: snapshot.matches('submitting'),
    failure: snapshot.context.failure,
  }));
  const done = useSelector(signIn, (snapshot) => snapshot.status === 'done');
  const challengeRef = useChallengeWidget((token) => signIn.send({ type: 'user.challengeSolved', token }), model.failure);
  const next = destination(search.get('redirect'), localizedPath(data.language, '/myaccount'));
  useEffect(() => {
    if (done) void navigate(splitLanguagePrefix(next).language === data.language ? next : localizedPath(data.language, '/myaccount'), { replace: true });
  }, [done, navigate, next, data.language]);
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <LoginView
        model={model}
        challengeRef={challengeRef}
        forgotHref={localizedPath(data.language, '/forgetpassword')}
        pricingHref={localizedPath(data.language, '/pricing')}
        onEmail={(value) => signIn.send({ type: 'user.editEmail', value })}
        onPassword={(value) => signIn.send({ type: 'user.editPassword', value })}
        onSubmit={() => signIn.send({ type: 'user.submit' })}
      />
    </>
  );
}
