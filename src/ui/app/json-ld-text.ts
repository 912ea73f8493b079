// Issue 16: under the CSP's Trusted Types (server/security-headers.ts) a script element's text is set only through a
// named policy, even for a JSON-LD block that never runs. This one lets through JSON and nothing else.

/** The policy's name: the CSP's `trusted-types` directive lists it (TRUSTED_TYPES_POLICIES). */
export const JSON_LD_POLICY = 'harbor-json-ld';

type ScriptPolicy = { createScript(text: string): unknown };
type TrustedTypesFactory = { createPolicy(name: string, rules: { createScript(text: string): string }): ScriptPolicy };

/** The text unchanged when it is JSON; anything else (code) is refused. */
export function checkedJsonLd(text: string): string {
  JSON.parse(text);
  return text;
}

let policy: ScriptPolicy | undefined;

/** Sets a JSON-LD block's text through the policy (a browser without Trusted Types takes the checked string). */
export function setJsonLdText(script: HTMLScriptElement, text: string): void {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (factory !== undefined) policy ??= factory.createPolicy(JSON_LD_POLICY, { createScript: checkedJsonLd });
  // The DOM typings know no TrustedScript; the browser accepts one as a script's text.
  (script as unknown as { textContent: unknown }).textContent = policy === undefined ? checkedJsonLd(text) : policy.createScript(text);
}
