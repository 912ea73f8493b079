import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { localizedPath } from '../../../domain/index.ts';
import { SessionActor } from '../../app/app-actors.tsx';
import { useHydrated } from '../../app/hydrated.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import '../checkout/checkout.css';

const COPY: PageCopy = {
  title: msg`Payment successful`,
  heading: msg`Welcome to Harbor VPN`,
  description: msg`Your payment went through and your subscription is active. Download the app and connect to get protected.`,
};

export const copy = (): PageCopy => COPY;

/** SPEC §2.2 /paysuc: the welcome after a confirmed payment, and what to do next. */
export function Page() {
  const { heading, lead, data } = usePage(copy);
  const hydrated = useHydrated();
  const needsPassword = SessionActor.useSelector((snapshot) => snapshot.matches('signedIn') && snapshot.context.user?.password_set === false);
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <section className="checkout checkout--single">
        <div className="checkout__summary">
          <h2 className="checkout__title">
            <Trans>What happens next</Trans>
          </h2>
          <ol className="pricing__facts">
            <li>
              <Trans>
                <Link to={localizedPath(data.language, '/download')}>Download the app</Link> for each device you want to protect.
              </Trans>
            </li>
            <li>
              <Trans>Sign in with your account and tap Connect.</Trans>
            </li>
            <li>
              <Trans>
                Your subscription, devices and receipts are in <Link to={localizedPath(data.language, '/myaccount')}>your account</Link>.
              </Trans>
            </li>
          </ol>
          {hydrated && needsPassword ? (
            <p className="checkout__problem" role="note">
              <Trans>Your account has no password yet. Set an email and a password in your account so you can sign in on your other devices.</Trans>
            </p>
          ) : null}
        </div>
      </section>
    </>
  );
}
