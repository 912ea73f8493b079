import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { BlogBar } from '../pages/blog/blog-bar.view.tsx';
import { Footer } from '../shell/footer/footer.tsx';
import { Header } from '../shell/header/header.tsx';
import { AppOverlays } from '../shell/overlays/app-overlays.tsx';
import { markPageHydrated } from './hydrated.ts';
import { useLanguageRules } from './language-rules.ts';
import { useCurrentRoute } from './route-context.ts';

const SHELL_PARTS = ['header', 'page', 'footer', 'overlays'] as const;
type ShellPart = (typeof SHELL_PARTS)[number];
const hydratedParts = new Set<ShellPart>();

/** Marks the moment every part of the page became interactive (markPageHydrated). */
function PartHydrated({ part }: { part: ShellPart }) {
  useEffect(() => {
    hydratedParts.add(part);
    if (hydratedParts.size === SHELL_PARTS.length) markPageHydrated();
  }, [part]);
  return null;
}

/**
 * A part of the shell that React hydrates on its own. Each Suspense boundary of prerendered HTML is
 * hydrated and committed separately, in tasks of its own, so the page is not one long task on a phone
 * (issue 7: Total Blocking Time); a tap on a part not hydrated yet hydrates that part first.
 */
function ShellPart({ part, children }: { part: ShellPart; children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <PartHydrated part={part} />
    </Suspense>
  );
}

/**
 * The shell around every page: skip link, header, main landmark, footer (SPEC §2.2 layouts). The blog layout adds the
 * blog's own navigation under the header. The standalone layout (the Windows app's hand-off) has no site header or
 * footer: the page stands alone, with nothing to wander off to.
 */
export function RootLayout() {
  useLanguageRules();
  const { language, route } = useCurrentRoute();
  const layout = route?.layout ?? 'default';
  const standalone = layout === 'standalone';
  return (
    <div className={`app app--${layout}`}>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <ShellPart part="header">
        {standalone ? null : <Header transparent={route?.transparentNav ?? false} />}
        {layout === 'blog' ? <BlogBar language={language} /> : null}
      </ShellPart>
      <main id="main" className="main" tabIndex={-1}>
        <ShellPart part="page">
          <Outlet />
        </ShellPart>
      </main>
      <ShellPart part="footer">{standalone ? null : <Footer />}</ShellPart>
      <ShellPart part="overlays">
        <AppOverlays />
      </ShellPart>
      <ScrollRestoration />
    </div>
  );
}
