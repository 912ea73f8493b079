const PLACEHOLDER = /@\((\d+)\)/g;

function lookup(table: Readonly<Record<string, string>>, key: string): string | undefined {
  // Own, non-empty entries only: an empty string is an untranslated message, not a translation.
  const value = Object.hasOwn(table, key) ? table[key] : undefined;
  return value === '' ? undefined : value;
}

/** SPEC §5: each `@(number)` becomes the localised string, else the default-language one, else the number itself. */
export function replacePlaceholders(text: string, localized: Readonly<Record<string, string>>, fallback: Readonly<Record<string, string>>): string {
  // One pass: a replacement that itself contains '@(n)' is shown as written, not expanded again.
  return text.replace(PLACEHOLDER, (_whole, key: string) => lookup(localized, key) ?? lookup(fallback, key) ?? key);
}
