import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Link } from 'react-router';
import { BRAND_NAME, type Language } from '../../../domain/index.ts';
import { Island } from '../../islands/island.tsx';
import { AccountMenu } from './account-menu.tsx';
import { LanguageSwitcher, type LanguageOption } from './language-switcher.view.tsx';

export type { LanguageOption };

export type NavLinkModel = { readonly href: string; readonly label: string; readonly current: boolean };

export type HeaderViewModel = {
  readonly transparent: boolean;
  readonly homeHref: string;
  readonly signInHref: string;
  readonly accountHref: string;
  readonly links: readonly NavLinkModel[];
  readonly language: Language;
  readonly languages: readonly LanguageOption[];
};

/**
 * The site header: brand, main navigation, language switcher and sign-in (SPEC §2.2). The navigation is plain links;
 * the language switcher and the account menu are islands (issue 17), hydrated on their own on a document page: the
 * switcher when the visitor reaches for it, the account menu when there is a session to show.
 */
export function HeaderView({ model }: { model: HeaderViewModel }) {
  const { i18n } = useLingui();
  return (
    <header className={model.transparent ? 'site-header site-header--transparent' : 'site-header'}>
      <div className="site-header__inner">
        <Link className="brand" to={model.homeHref}>
          <span className="brand__mark" aria-hidden="true" />
          {BRAND_NAME}
        </Link>
        <nav className="site-nav" aria-label={i18n._(msg`Main`)}>
          <ul className="site-nav__list">
            {model.links.map((link) => (
              <li key={link.href}>
                <Link className="site-nav__link" to={link.href} aria-current={link.current ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <Island name="language-switcher" hydrate="interaction" component={LanguageSwitcher} props={{ language: model.language, languages: model.languages }} />
          <Island name="account-menu" hydrate="runtime" component={AccountMenu} props={{ signInHref: model.signInHref, accountHref: model.accountHref }} />
        </div>
      </div>
    </header>
  );
}
