import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../shell/footer/footer.tsx';
import { Header } from '../shell/header/header.tsx';
import { AppOverlays } from '../shell/overlays/app-overlays.tsx';
import { useLanguageRules } from './language-rules.ts';
import { useCurrentRoute } from './route-context.ts';

/** The shell around every page: skip link, header, main landmark, footer (SPEC §2.2 layouts). */
export function RootLayout() {
  useLanguageRules();
  useEffect(() => {
    // Marks the moment the page became interactive, for QA and the browser tests.
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  const { route } = useCurrentRoute();
  const layout = route?.layout ?? 'default';
  return (
    <div className={`app app--${layout}`}>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header transparent={route?.transparentNav ?? false} />
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <AppOverlays />
      <ScrollRestoration />
    </div>
  );
}
