import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/**
 * Renders a view inside an English I18nProvider with an empty catalogue: the Lingui macros then show their
 * English source text, so tests query by the words a user reads. Another locale comes with its compiled messages
 * (tests/support/compiled-catalog.ts). The provider is a wrapper, so `rerender` keeps it.
 */
export function renderWithI18n(ui: ReactElement, { locale = 'en', messages = {} }: { locale?: string; messages?: Messages } = {}): RenderResult {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return render(ui, { wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });
}
