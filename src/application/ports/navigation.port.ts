/** How the app's router moves to another page (React Router's `router.navigate`). */
export type Navigate = (path: string, options: { readonly replace: boolean }) => void;

/** Client-side navigation for the machines' actions; the composition root attaches the router once it exists. */
export interface NavigationPort {
  attach(navigate: Navigate): void;
  go(path: string, options?: { readonly replace?: boolean }): void;
}
