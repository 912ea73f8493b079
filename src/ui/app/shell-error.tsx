import { localizedPath, type Language } from '../../domain/index.ts';
import { FatalErrorScreen } from '../components/fatal-error/fatal-error.view.tsx';

/**
 * SPEC §2.2 fatal error screen, for the error the app cannot recover from: the shell itself (the root layout around
 * every page) failed, so there is no header, page or navigation left to fall back on. A page's own failure stays
 * inside the shell (RouteErrorPage). It needs only the shell texts, which every page has loaded.
 */
export function ShellError({ language }: { language: Language }) {
  return <FatalErrorScreen onReload={() => location.reload()} homeHref={localizedPath(language, '/')} />;
}
