import type { Container } from 'inversify';
import { createContext, useContext, type ReactNode } from 'react';
import type { Token } from '../../application/tokens.ts';

const ContainerContext = createContext<Container | null>(null);

/** Makes the composition root's container available to pages (CONVENTIONS: our own 15-line hook). */
export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext value={container}>{children}</ContainerContext>;
}

/** Resolves a port or provided service by its token from application/tokens.ts; the token names its type. */
export function useInjection<T>(token: Token<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a ContainerProvider above it.');
  return container.get(token);
}
