import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { localizedPath, PLAN_IDS, windowsHandOffPath } from '../../../domain/index.ts';
import { useHydrated } from '../../app/hydrated.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';

const COPY: PageCopy = {
  title: msg`Continue to payment`,
  heading: msg`Taking you to the secure payment page`,
  description: msg`You will be redirected to complete your purchase in a moment.`,
};

export const copy = (): PageCopy => COPY;

/**
 * SPEC §2.2 /redirect, on the standalone layout: the Windows app's hand-off to payment. Once the app runs, the visitor
 * goes on to the checkout of the plan the app named (the address is replaced, so Back returns to the app's page);
 * the link is there for a browser that has not started the app yet.
 */
export function Page() {
  const { heading, lead, data } = usePage(copy);
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const target = localizedPath(data.language, windowsHandOffPath(search.toString(), PLAN_IDS));
  useEffect(() => {
    if (hydrated) void navigate(target, { replace: true });
  }, [hydrated, navigate, target]);
  return (
    <PageIntro heading={heading} lead={lead}>
      <p>
        <Link className="button" to={target}>
          <Trans>Continue to payment</Trans>
        </Link>
      </p>
    </PageIntro>
  );
}
