/** SPEC §5: an action is blocked when the visitor's country contains 'china', in any case; unknown countries are not blocked. */
export function isChinaBlocked(country: string | undefined): boolean {
  return country?.toLowerCase().includes('china') ?? false;
}
