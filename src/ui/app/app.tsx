import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { ContainerProvider } from '../di/container-context.tsx';
import { AppActorsProvider } from './app-actors.tsx';
import '../styles/global.css';

/** Providers every render shares, in the browser and in the prerenderer alike. */
export function AppProviders({ container, i18n, children }: { container: Container; i18n: I18n; children: ReactNode }) {
  return (
    <ContainerProvider container={container}>
      <I18nProvider i18n={i18n}>
        <AppActorsProvider>{children}</AppActorsProvider>
      </I18nProvider>
    </ContainerProvider>
  );
}
