import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { BRAND_NAME, type Language } from '../../../domain/index.ts';
import { Icon } from '../../components/icon/icon.view.tsx';

export type NavLinkModel = { readonly href: string; readonly label: string; readonly current: boolean };
export type LanguageOption = { readonly language: Language; readonly href: string; readonly nativeName: string; readonly tag: string };

export type HeaderViewModel = {
  readonly transparent: boolean;
  readonly homeHref: string;
  readonly signInHref: string;
  readonly links: readonly NavLinkModel[];
  readonly language: Language;
  readonly languages: readonly LanguageOption[];
  /** Set once signed in (and the page hydrated): the account menu replaces "Sign in". */
  readonly account: { readonly href: string; readonly name: string; readonly avatar: string; readonly signingOut: boolean } | undefined;
};

export type HeaderViewActions = {
  readonly onChooseLanguage: (language: Language) => void;
  readonly onSignOut: () => void;
};

const LANGUAGE_LABEL = msg`Language`;

function GlobeIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}

/** The site header: brand, main navigation, language switcher and sign-in (SPEC §2.2). */
export function HeaderView({ model, onChooseLanguage, onSignOut }: { model: HeaderViewModel } & HeaderViewActions) {
  const { i18n } = useLingui();
  const current = model.languages.find((option) => option.language === model.language);
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
          <details className="language-switcher">
            <summary className="language-switcher__toggle" aria-label={`${i18n._(LANGUAGE_LABEL)}: ${current?.nativeName ?? ''}`}>
              <GlobeIcon /> <span className="language-switcher__name">{current?.nativeName}</span>
            </summary>
            <ul className="language-switcher__menu" aria-label={i18n._(LANGUAGE_LABEL)}>
              {model.languages.map((option) => (
                <li key={option.language}>
                  <Link
                    to={option.href}
                    lang={option.tag}
                    hrefLang={option.tag}
                    aria-current={option.language === model.language ? 'true' : undefined}
                    onClick={() => onChooseLanguage(option.language)}
                  >
                    {option.nativeName}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
          {model.account ? (
            <details className="header-menu account-menu">
              <summary className="header-menu__toggle button button--ghost" title={model.account.name || undefined}>
                {model.account.avatar === '' ? (
                  <Icon name="user" size={18} />
                ) : (
                  <span className="account-menu__avatar" aria-hidden="true">
                    {model.account.avatar}
                  </span>
                )}{' '}
                <span className="account-menu__label"><Trans>Account</Trans></span>
              </summary>
              <ul className="header-menu__menu">
                <li>
                  <Link to={model.account.href}>
                    <Trans>My account</Trans>
                  </Link>
                </li>
                <li>
                  <button type="button" className="header-menu__item" onClick={onSignOut} disabled={model.account.signingOut} aria-busy={model.account.signingOut}>
                    <Icon name="logout" size={16} /> {model.account.signingOut ? <Trans>Signing out…</Trans> : <Trans>Sign out</Trans>}
                  </button>
                </li>
              </ul>
            </details>
          ) : (
            <Link className="button button--ghost" to={model.signInHref}>
              <Trans>Sign in</Trans>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
