import { createContext, useContext, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';
import type { Language } from '../../domain/index.ts';
import { ISLAND_ATTRIBUTES, type HydrateOn } from './island-markup.ts';

export { ISLAND_ATTRIBUTES, type HydrateOn } from './island-markup.ts';

/**
 * What an island needs from its page that is not markup: side effects only (a context provider adds no markup, so the
 * island renders the same inside the app and alone). The app provides them from its container; the document runtime
 * from its own small adapters.
 */
export type IslandServices = {
  readonly chooseLanguage: (language: Language) => void;
};

export const IslandServicesContext = createContext<IslandServices>({ chooseLanguage: () => undefined });

export function useIslandServices(): IslandServices {
  return useContext(IslandServicesContext);
}

/**
 * One interactive part of a page, marked so that a document page can hydrate it as its own React root (issue 17). Its
 * props travel as JSON in an attribute (no inline script: the CSP), so the component takes plain data only and reads
 * nothing else but the page's texts, `IslandServices`, the container and the app-wide actors — never the router's
 * location or route. `[data-island] { display: contents }` (global.css; a style attribute would break the CSP) keeps
 * the wrapper out of the layout. Inside the app it is only a wrapper: the app hydrates the whole page.
 */
export function Island<P extends object>({ name, hydrate, component: Component, props }: { name: string; hydrate: HydrateOn; component: ComponentType<P>; props: P }) {
  return (
    <div {...{ [ISLAND_ATTRIBUTES.name]: name, [ISLAND_ATTRIBUTES.hydrate]: hydrate, [ISLAND_ATTRIBUTES.props]: JSON.stringify(props) }}>
      <Component {...props} />
    </div>
  );
}

/**
 * A link inside an island: the router's `Link` in the app (a client navigation), a plain anchor in a document's island
 * (a page load). Both render the same `<a href>`: `discover="none"` keeps the router's `data-discover` attribute out,
 * which the island rendered alone could not reproduce.
 */
export function IslandLink({ href, children, ...attributes }: { href: string; children: ReactNode; className?: string; lang?: string; hrefLang?: string; 'aria-current'?: 'true' | 'page'; onClick?: () => void }) {
  const inRouter = useInRouterContext();
  if (inRouter) {
    return (
      <Link to={href} discover="none" {...attributes}>
        {children}
      </Link>
    );
  }
  // The router's Link writes its own attributes first and the href last: so does this, for the same markup.
  return (
    <a {...attributes} href={href}>
      {children}
    </a>
  );
}

const noSubscription = () => () => undefined;

/**
 * The address's query, which a prerendered page's props cannot hold (one HTML for every query): empty while the island
 * hydrates, so it matches the prerendered markup, then the browser's. Read again at every render, so inside the app a
 * client navigation's new query shows too.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(noSubscription, () => location.search, () => '');
}
