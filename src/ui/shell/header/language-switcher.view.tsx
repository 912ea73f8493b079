import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Language } from '../../../domain/index.ts';
import { IslandLink, useIslandServices, useLocationSearch } from '../../islands/island.tsx';

export type LanguageOption = { readonly language: Language; readonly href: string; readonly nativeName: string; readonly tag: string };

export type LanguageSwitcherProps = { readonly language: Language; readonly languages: readonly LanguageOption[] };

const LANGUAGE_LABEL = msg`Language`;

function GlobeIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}

/**
 * The header's language switcher (SPEC §2.1), an island (issue 17): the same page in each language, keeping the
 * address's query; choosing one remembers it (the language cookie) before going there.
 */
export function LanguageSwitcher({ language, languages }: LanguageSwitcherProps) {
  const { i18n } = useLingui();
  const { chooseLanguage } = useIslandServices();
  const search = useLocationSearch();
  const current = languages.find((option) => option.language === language);
  return (
    <details className="language-switcher">
      <summary className="language-switcher__toggle" aria-label={`${i18n._(LANGUAGE_LABEL)}: ${current?.nativeName ?? ''}`}>
        <GlobeIcon /> <span className="language-switcher__name">{current?.nativeName}</span>
      </summary>
      <ul className="language-switcher__menu" aria-label={i18n._(LANGUAGE_LABEL)}>
        {languages.map((option) => (
          <li key={option.language}>
            <IslandLink
              href={`${option.href}${search}`}
              lang={option.tag}
              hrefLang={option.tag}
              {...(option.language === language ? { 'aria-current': 'true' as const } : {})}
              onClick={() => chooseLanguage(option.language)}
            >
              {option.nativeName}
            </IslandLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
