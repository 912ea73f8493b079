/**
 * TAB, LF and CR vanish inside the URL parser ("/\t/evil.example" is //evil.example to it), a backslash is a slash in
 * http(s) URLs, and no other control character (C0, DEL, C1) belongs in an address: an address carrying one is refused
 * outright rather than parsed (issue 16: return addresses, sign-in redirects, payment pages).
 */
const UNSAFE_IN_ADDRESS = /[\\\u0000-\u001f\u007f-\u009f]/;

export function hasUnsafeAddressCharacters(address: string): boolean {
  return UNSAFE_IN_ADDRESS.test(address);
}
