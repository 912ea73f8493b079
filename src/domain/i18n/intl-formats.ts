/**
 * Intl formatters, made once per locale and options. Building one loads locale data and costs
 * milliseconds on a phone; a page that formats a dozen numbers while hydrating felt it (issue 7: TBT).
 * Formatters are immutable, so sharing them is safe.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(kind: string, locales: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locales}|${options === undefined ? '' : JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

/** `new Intl.NumberFormat(locale, options)`, shared; throws as the constructor does on a bad locale or option. */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, shared. */
export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.DisplayNames([locale], options)`, shared. */
export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return cached('names', locale, options, () => new Intl.DisplayNames([locale], options));
}
