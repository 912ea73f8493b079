/**
 * SPEC §3 user info `avatar`: the account has no picture (the API sends none), so its avatar is a monogram — the first
 * letter or digit of the account's email, upper-cased — shown in the header's account menu; '' when there is none.
 */
export function avatarMonogram(email: string): string {
  const first = /[\p{L}\p{N}]/u.exec(email)?.[0] ?? '';
  return first.toLocaleUpperCase('en');
}
