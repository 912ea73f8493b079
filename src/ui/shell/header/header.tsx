import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router';
import { TOKENS } from '../../../application/tokens.ts';
import { LANGUAGE_NATIVE_NAMES, ROUTED_LANGUAGES, isInSection, languageTag, localizedPath, splitLanguagePrefix } from '../../../domain/index.ts';
import { SessionActor } from '../../app/app-actors.tsx';
import { useHydrated } from '../../app/hydrated.ts';
import { useCurrentRoute } from '../../app/route-context.ts';
import { useInjection } from '../../di/container-context.tsx';
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
  const choice = useInjection(TOKENS.LanguageChoice);
  const { pathWithoutPrefix } = splitLanguagePrefix(location.pathname);
  const hydrated = useHydrated();
  const user = SessionActor.useSelector((snapshot) => (snapshot.matches('signedIn') ? snapshot.context.user : undefined));
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.matches('signedIn'));
  const signingOut = SessionActor.useSelector((snapshot) => snapshot.matches('loggingOut'));
  const session = SessionActor.useActorRef();
  return (
    <HeaderView
      model={{
        transparent,
        homeHref: localizedPath(language, '/'),
        signInHref: localizedPath(language, '/login'),
        account: hydrated && (signedIn || signingOut) ? { href: localizedPath(language, '/myaccount'), name: user?.name ?? '', avatar: user?.avatar ?? '', signingOut } : undefined,
        language,
        links: MAIN_LINKS.map((link) => ({
          href: localizedPath(language, link.path),
          label: i18n._(link.label),
          current: isInSection(pathWithoutPrefix, link.path),
        })),
        languages: ROUTED_LANGUAGES.map((option) => ({
          language: option,
          href: `${localizedPath(option, pathWithoutPrefix)}${location.search}`,
          nativeName: LANGUAGE_NATIVE_NAMES[option],
          tag: languageTag(option),
        })),
      }}
      onChooseLanguage={(chosen) => choice.choose(chosen, location)}
      onSignOut={() => session.send({ type: 'user.logout' })}
    />
  );
}
