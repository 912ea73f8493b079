// Composition root of a document page's island roots (issue 17), loaded with React when the first island hydrates:
// each island is its own React root with only what it reads — its props, the page's texts, the islands' services and,
// for those that need them, the app's container and app-wide actors, shared by every root of the page.
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Container } from 'inversify';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ProvideAppActors, type AppActors } from './ui/app/app-actors.tsx';
import { ContainerProvider } from './ui/di/container-context.tsx';
import { IslandServicesContext, type IslandServices } from './ui/islands/island.tsx';

export type AppServices = { readonly container: Container; readonly actors: AppActors };

export type IslandContext = {
  readonly i18n: I18n;
  readonly services: IslandServices;
  /** The container and the app-wide actors, for the islands that read them. */
  readonly app: AppServices | undefined;
};

function IslandProviders({ context, children }: { context: IslandContext; children: ReactNode }) {
  const inner = context.app ? (
    <ContainerProvider container={context.app.container}>
      <ProvideAppActors actors={context.app.actors}>{children}</ProvideAppActors>
    </ContainerProvider>
  ) : (
    children
  );
  return (
    <I18nProvider i18n={context.i18n}>
      <IslandServicesContext value={context.services}>{inner}</IslandServicesContext>
    </I18nProvider>
  );
}

/** Renders nothing; its effect runs once its root has committed — for a hydrated island, once its handlers are attached. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/** Hydrates one island's prerendered markup as a root of its own; resolves once it is interactive. */
export function hydrateIsland(element: HTMLElement, name: string, Component: ComponentType<object>, props: object, context: IslandContext): Promise<void> {
  return new Promise((resolve) => {
    hydrateRoot(
      element,
      <IslandProviders context={context}>
        <Component {...props} />
        <Committed onCommit={resolve} />
      </IslandProviders>,
      {
        // Ids of different roots must not collide (no island uses useId: see island.test.tsx).
        identifierPrefix: `${name}-`,
        // A mismatch means the prerendered HTML and the island disagree: make it loud for tests and QA.
        onRecoverableError: (error) => console.error('Hydration error:', error),
      },
    );
  });
}

/** Renders a part with no prerendered markup (the promotion popups) into an element of its own. */
export function renderIsland(element: HTMLElement, Component: ComponentType<object>, props: object, context: IslandContext): void {
  createRoot(element).render(
    <IslandProviders context={context}>
      <Component {...props} />
    </IslandProviders>,
  );
}
