import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router';
import { LANGUAGE_NATIVE_NAMES, ROUTED_LANGUAGES, isInSection, languageTag, localizedPath, splitLanguagePrefix } from '../../../domain/index.ts';
import { useCurrentRoute } from '../../app/route-context.ts';
import { HeaderView } from './header.view.tsx';

const MAIN_LINKS = [
  { path: '/features', label: msg`Features` },
  { path: '/vpn-server', label: msg`Servers` },
  { path: '/pricing', label: msg`Pricing` },
  { path: '/download', label: msg`Download` },
  { path: '/what-is-my-ip', label: msg`What is my IP` },
  { path: '/blog', label: msg`Blog` },
] as const;

export function Header({ transparent }: { transparent: boolean }) {
  const { i18n } = useLingui();
  const location = useLocation();
  const { language } = useCurrentRoute();
  const { pathWithoutPrefix } = splitLanguagePrefix(location.pathname);
  return (
    <HeaderView
      model={{
        transparent,
        homeHref: localizedPath(language, '/'),
        signInHref: localizedPath(language, '/login'),
        accountHref: localizedPath(language, '/myaccount'),
        language,
        links: MAIN_LINKS.map((link) => ({
          href: localizedPath(language, link.path),
          label: i18n._(link.label),
          current: isInSection(pathWithoutPrefix, link.path),
        })),
        languages: ROUTED_LANGUAGES.map((option) => ({
          language: option,
          // The switcher adds the address's query itself: a prerendered page's props cannot know it.
          href: localizedPath(option, pathWithoutPrefix),
          nativeName: LANGUAGE_NATIVE_NAMES[option],
          tag: languageTag(option),
        })),
      }}
    />
  );
}
