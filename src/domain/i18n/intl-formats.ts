/**
 * Intl formatters, made once per locale and options. Building one loads locale data and costs
 * milliseconds on a phone; a page that formats a dozen numbers while hydrating felt it (issue 7: TBT).
 * Formatters are immutable, so sharing them is safe.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>();

/**
 * Issue 20 (docs/decisions.md "Western digits in Arabic"): prices and dates use the digits 0–9 in every language, as
 * the translated strings do. CLDR's default for Arabic and Persian differs by runtime (Arabic-Indic in older ICU,
 * Safari and some phones), so the numbering system is pinned rather than left to the runtime.
 */
export function withWesternDigits(locale: string): string {
  if (!/^(ar|fa)(-|$)/i.test(locale) || /-u-(.+-)?nu-/i.test(locale)) return locale;
  return locale.includes('-u-') ? `${locale}-nu-latn` : `${locale}-u-nu-latn`;
}

/** One formatter a render asked for: enough to build the same one again elsewhere. */
export type FormatterUse =
  | { readonly kind: 'number'; readonly locale: string; readonly options?: Intl.NumberFormatOptions }
  | { readonly kind: 'date'; readonly locale: string; readonly options?: Intl.DateTimeFormatOptions }
  | { readonly kind: 'names'; readonly locale: string; readonly options: Intl.DisplayNamesOptions };

let recording: Map<string, FormatterUse> | undefined;

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames>(use: FormatterUse, make: () => T): T {
  const key = `${use.kind}|${use.locale}|${use.options === undefined ? '' : JSON.stringify(use.options)}`;
  if (recording !== undefined && !recording.has(key)) recording.set(key, use);
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

/** `new Intl.NumberFormat(locale, options)`, shared; throws as the constructor does on a bad locale or option. */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(options === undefined ? { kind: 'number', locale } : { kind: 'number', locale, options }, () => new Intl.NumberFormat(withWesternDigits(locale), options));
}

/** `new Intl.DateTimeFormat(locale, options)`, shared. */
export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(options === undefined ? { kind: 'date', locale } : { kind: 'date', locale, options }, () => new Intl.DateTimeFormat(withWesternDigits(locale), options));
}

/** `new Intl.DisplayNames([locale], options)`, shared. */
export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return cached({ kind: 'names', locale, options }, () => new Intl.DisplayNames([locale], options));
}

/**
 * Runs a synchronous render and lists the formatters it asked for, in first-use order. The prerenderer
 * sends a page's list with the page, so the browser can build those formatters before hydrating it, each
 * in a task of its own, and builds none on a page that formats nothing (issue 7: a first `Intl.NumberFormat`
 * costs ~25 ms here, ~100 ms at a phone's 4× slowdown, and cannot be split).
 */
export function formattersUsedBy<T>(render: () => T): { readonly result: T; readonly formatters: readonly FormatterUse[] } {
  const outer = recording;
  recording = new Map();
  try {
    const result = render();
    return { result, formatters: [...recording.values()] };
  } finally {
    recording = outer;
  }
}

/** Builds (and keeps) the formatter a use names; throws as its constructor does on a bad locale or option. */
export function warmFormatter(use: FormatterUse): void {
  if (use.kind === 'number') numberFormat(use.locale, use.options);
  else if (use.kind === 'date') dateTimeFormat(use.locale, use.options);
  else displayNames(use.locale, use.options);
}
