import { useLocation, useMatches } from 'react-router';
import { DEFAULT_LANGUAGE, localizedPath, splitLanguagePrefix, type Language, type Route } from '../../domain/index.ts';
import type { RouteHandle } from './route-types.ts';

/** The language and table route of the deepest match (every route of ours carries a RouteHandle). */
export function useCurrentRoute(): { language: Language; route: Route | undefined } {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle) return { language: handle.language, route: handle.route };
  }
  return { language: DEFAULT_LANGUAGE, route: undefined };
}

/** Builds links in the current language (SPEC §2.1: no prefix for English). */
export function useLocalizedPath(): (pathWithoutPrefix: string) => string {
  const { language } = useCurrentRoute();
  return (pathWithoutPrefix) => localizedPath(language, pathWithoutPrefix);
}

/** The current path without its language prefix, for the language switcher. */
export function usePathWithoutPrefix(): string {
  return splitLanguagePrefix(useLocation().pathname).pathWithoutPrefix;
}
