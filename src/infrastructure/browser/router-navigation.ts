import type { Navigate, NavigationPort } from '../../application/ports/navigation.port.ts';

/**
 * Client-side navigation for the machines' actions (the checkout's way to /paystatus and /paysuc): the composition
 * root attaches the app's router once it exists; before that, the browser loads the page.
 */
export class RouterNavigation implements NavigationPort {
  #navigate: Navigate | undefined;

  attach(navigate: Navigate): void {
    this.#navigate = navigate;
  }

  go(path: string, { replace = false }: { readonly replace?: boolean } = {}): void {
    if (this.#navigate) this.#navigate(path, { replace });
    else if (replace) location.replace(path);
    else location.assign(path);
  }
}
