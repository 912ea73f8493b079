import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../button/button.view.tsx';

/** Something the page needed did not load: what, in words, and a way to try again (the account, its orders, an invoice). */
export function LoadFailure({ children, onRetry, size }: { readonly children: ReactNode; readonly onRetry: () => void; readonly size?: 'sm' }) {
  return (
    <div className="form-alert" role="alert">
      <p>{children}</p>
      <Button variant="secondary" size={size} onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
