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

export type Environment = Readonly<Record<string, string | undefined>>;

export const listOf = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

/**
 * What the browser reads from /runtime-config.json (the contract's RuntimeConfigSchema): the embedded server serves it,
 * and for nginx (issue 18) the build writes it from the same variables.
 */
export function runtimeConfigFromEnvironment(env: Environment, { sandbox, stunServers, siteOrigins }: { sandbox: boolean; stunServers: readonly string[]; siteOrigins: readonly string[] }) {
  return {
    apiBase: env['API_BASE'] ?? '',
    productionHosts: listOf(env['PRODUCTION_HOSTS'] ?? 'harborvpn.com,www.harborvpn.com'),
    compatibilityMode: env['COMPATIBILITY_MODE'] === '1',
    // The sandbox verifies only its own stand-in's tokens; a real API expects Google's.
    challenge: {
      mode: sandbox ? ('sandbox' as const) : ('google' as const),
      v2SiteKey: env['RECAPTCHA_V2_SITE_KEY'] ?? (sandbox ? 'sandbox-v2' : ''),
      v3SiteKey: env['RECAPTCHA_V3_SITE_KEY'] ?? (sandbox ? 'sandbox-v3' : ''),
    },
    stunServers: [...stunServers],
    paymentOrigins: env['PAYMENT_ORIGINS'] !== undefined ? listOf(env['PAYMENT_ORIGINS']) : sandbox ? [...siteOrigins] : [],
  };
}
