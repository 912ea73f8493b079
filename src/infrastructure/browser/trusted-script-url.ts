// Issue 16: the site's CSP requires Trusted Types for scripts (server/security-headers.ts), so a script's address is
// set from a string only through this one policy. It lets through what the app itself loads: its own origin (the
// sandbox's stand-ins) and https addresses (Google's challenge, a provider's overlay script named by the API);
// script-src still decides which of those may run.

/** The policy's name: the CSP's `trusted-types` directive lists it (TRUSTED_TYPES_POLICIES). */
export const SCRIPT_URL_POLICY = 'harbor-script-url';

type ScriptUrlPolicy = { createScriptURL(url: string): unknown };
type TrustedTypesFactory = { createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy };

/**
 * The address unchanged (callers find their script again by its src attribute), or an error for any other kind of
 * address (javascript:, data:, plain http elsewhere).
 */
export function checkedScriptUrl(url: string, base: string): string {
  const parsed = new URL(url, base);
  if (parsed.origin === new URL(base).origin || parsed.protocol === 'https:') return url;
  throw new TypeError(`Refusing to load a script from ${parsed.protocol}//${parsed.host}`);
}

let policy: ScriptUrlPolicy | undefined;

function scriptUrlPolicy(): ScriptUrlPolicy | undefined {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (factory === undefined) return undefined;
  policy ??= factory.createPolicy(SCRIPT_URL_POLICY, { createScriptURL: (url) => checkedScriptUrl(url, location.href) });
  return policy;
}

/** Sets a script element's address through the policy (a browser without Trusted Types takes the checked string). */
export function setScriptSource(script: HTMLScriptElement, url: string): void {
  const trusted = scriptUrlPolicy();
  // The DOM typings know no TrustedScriptURL; the browser accepts one wherever a script address goes.
  (script as unknown as { src: unknown }).src = trusted === undefined ? checkedScriptUrl(url, location.href) : trusted.createScriptURL(url);
}
