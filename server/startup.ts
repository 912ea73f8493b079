// Issue 16, finding 2: the sandbox (test controls, an outbox of reset codes) is for a developer's own machine. It
// runs when no API_BASE names a real API and the server listens on loopback; anywhere else only when asked for.
import { addressScope } from '../src/domain/index.ts';

export type SandboxMode = { readonly kind: 'on' } | { readonly kind: 'off' } | { readonly kind: 'refused'; readonly message: string };

/** Whether HOST names only this machine (a wildcard such as 0.0.0.0 or :: listens on every interface). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  // The what-is-my-ip tool's reading of an address (127/8, ::1, and both in ::ffff: form).
  return bare === 'localhost' || addressScope(bare) === 'loopback';
}

export function sandboxMode({ apiBase, host, sandboxPublic }: { apiBase: string; host: string; sandboxPublic: boolean }): SandboxMode {
  if (apiBase !== '') return { kind: 'off' };
  if (isLoopbackHost(host) || sandboxPublic) return { kind: 'on' };
  return {
    kind: 'refused',
    message:
      `Refusing to start: HOST=${host} is not a loopback address, and without API_BASE this server would run the sandbox API ` +
      '(its outbox shows password-reset codes, its controls close accounts) for anyone who reaches it. ' +
      'Set API_BASE to the real API, or HOST=127.0.0.1, or SANDBOX_PUBLIC=1 if a public sandbox is what you want ' +
      '(then set SITE_ORIGINS to the addresses its pages are opened at).',
  };
}
