import { Trans } from '@lingui/react/macro';
import { SessionActor } from '../../app/app-actors.tsx';
import { useHydrated } from '../../app/hydrated.ts';
import { Icon } from '../../components/icon/icon.view.tsx';
import { IslandLink } from '../../islands/island.tsx';

export type AccountMenuProps = { readonly signInHref: string; readonly accountHref: string };

/**
 * The header's sign-in link, or once hydrated for a signed-in visitor, the account menu (SPEC §2.2). An island (issue
 * 17): a document page hydrates it only when the visitor has a session to show; otherwise "Sign in" is all there is.
 */
export function AccountMenu({ signInHref, accountHref }: AccountMenuProps) {
  const hydrated = useHydrated();
  const account = SessionActor.useSelector((snapshot) =>
    snapshot.matches('signedIn') || snapshot.matches('loggingOut')
      ? { name: snapshot.context.user?.name ?? '', avatar: snapshot.context.user?.avatar ?? '', signingOut: snapshot.matches('loggingOut') }
      : undefined,
    (a, b) => a?.name === b?.name && a?.avatar === b?.avatar && a?.signingOut === b?.signingOut,
  );
  const session = SessionActor.useActorRef();
  if (!hydrated || account === undefined) {
    return (
      <IslandLink className="button button--ghost" href={signInHref}>
        <Trans>Sign in</Trans>
      </IslandLink>
    );
  }
  return (
    <details className="header-menu account-menu">
      <summary className="header-menu__toggle button button--ghost" title={account.name || undefined}>
        {account.avatar === '' ? (
          <Icon name="user" size={18} />
        ) : (
          <span className="account-menu__avatar" aria-hidden="true">
            {account.avatar}
          </span>
        )}{' '}
        <span className="account-menu__label">
          <Trans>Account</Trans>
        </span>
      </summary>
      <ul className="header-menu__menu">
        <li>
          <IslandLink href={accountHref}>
            <Trans>My account</Trans>
          </IslandLink>
        </li>
        <li>
          <button type="button" className="header-menu__item" onClick={() => session.send({ type: 'user.logout' })} disabled={account.signingOut} aria-busy={account.signingOut}>
            <Icon name="logout" size={16} /> {account.signingOut ? <Trans>Signing out…</Trans> : <Trans>Sign out</Trans>}
          </button>
        </li>
      </ul>
    </details>
  );
}
