import type { Container } from 'inversify';
import { createContext, useContext, type ReactNode } from 'react';

const ContainerContext = createContext<Container | null>(null);

/** Makes the composition root's container available to pages (CONVENTIONS: our own 15-line hook). */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext value={container}>{children}</ContainerContext>;
}

/** Resolves a port or provided service by its token from application/tokens.ts. */
export function useInjection<T>(token: symbol): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a ContainerProvider above it.');
  return container.get<T>(token);
}
