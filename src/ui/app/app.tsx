import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Container } from 'inversify';
import { useMemo, type ReactNode } from 'react';
import { TOKENS } from '../../application/tokens.ts';
import { ContainerProvider } from '../di/container-context.tsx';
import { IslandServicesContext, type IslandServices } from '../islands/island.tsx';
import { AppActorsProvider } from './app-actors.tsx';
import '../styles/global.css';

/** What the islands ask of the page (island.tsx), from the app's container. */
function useAppIslandServices(container: Container): IslandServices {
  return useMemo(() => ({ chooseLanguage: (language) => container.get(TOKENS.LanguagePreference).remember(language) }), [container]);
}

/** Providers every render shares, in the browser and in the prerenderer alike. */
export function AppProviders({ container, i18n, children }: { container: Container; i18n: I18n; children: ReactNode }) {
  return (
    <ContainerProvider container={container}>
      <I18nProvider i18n={i18n}>
        <IslandServicesContext value={useAppIslandServices(container)}>
          <AppActorsProvider>{children}</AppActorsProvider>
        </IslandServicesContext>
      </I18nProvider>
    </ContainerProvider>
  );
}
