import { numberFormat } from '../i18n/intl-formats.ts';
/** SPEC §3 Currencies: the four the site prices in. */
export type CurrencyCode = 'USD' | 'AUD' | 'CAD' | 'GBP';

/** SPEC §3 Currencies: USD $ (US), AUD A$ (AU), CAD CA$ (CA), GBP £ (GB). */
export const CURRENCIES: Readonly<Record<CurrencyCode, { code: CurrencyCode; symbol: string; country: string }>> = {
  USD: { code: 'USD', symbol: '$', country: 'US' },
  AUD: { code: 'AUD', symbol: 'A$', country: 'AU' },
  CAD: { code: 'CAD', symbol: 'CA$', country: 'CA' },
  GBP: { code: 'GBP', symbol: '£', country: 'GB' },
};

const DEFAULT_CURRENCY: CurrencyCode = 'USD';
/** Most currencies have cents; used only when the code is not even well-formed. */
const FALLBACK_MINOR_DIGITS = 2;
/** Enough significant digits for any price, few enough to drop binary noise such as 1.005 * 100 = 100.49999999999999. */
const SIGNIFICANT_DIGITS = 15;

const CURRENCY_LIST = Object.values(CURRENCIES);

/** SPEC §3 Currencies: the currency of a country code (case-insensitive); every other country pays in USD. */
export function currencyForCountry(countryCode: string | undefined): CurrencyCode {
  const country = countryCode?.trim().toUpperCase();
  return CURRENCY_LIST.find((currency) => currency.country === country)?.code ?? DEFAULT_CURRENCY;
}

/** SPEC §3: our own symbol for the four site currencies, else the code itself. */
export function currencySymbol(currency: string): string {
  const code = currency.trim().toUpperCase();
  return Object.hasOwn(CURRENCIES, code) ? CURRENCIES[code as CurrencyCode].symbol : currency;
}

/** ISO 4217 codes are three letters; Intl accepts any such code and throws on anything else. */
function isWellFormedCurrency(currency: string): boolean {
  return /^[A-Za-z]{3}$/.test(currency);
}

/** SPEC §7 localised prices: the number of minor-unit digits of a currency per ISO 4217 (JPY 0, USD 2, KWD 3). */
export function minorUnitDigits(currency: string): number {
  if (!isWellFormedCurrency(currency)) return FALLBACK_MINOR_DIGITS;
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? FALLBACK_MINOR_DIGITS;
}

/** CONVENTIONS money rule: rounds to the currency's minor unit, half away from zero, at this one place. */
export function roundToMinorUnit(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) return amount;
  const scale = 10 ** minorUnitDigits(currency);
  const scaled = Number((Math.abs(amount) * scale).toPrecision(SIGNIFICANT_DIGITS));
  const rounded = (Math.sign(amount) * Math.round(scaled)) / scale;
  // Avoid -0, which Intl writes as '-$0.00'.
  return rounded === 0 ? 0 : rounded;
}

function priceFormat(localeTag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return numberFormat(localeTag, options);
  } catch {
    // A malformed locale tag must not break a price display; English is the default language (SPEC §9).
    return numberFormat('en', options);
  }
}

/** CONVENTIONS: a price in the visitor's locale via Intl currency formatting, rounded to the minor unit first. */
export function formatPrice(amount: number, currency: string, localeTag: string): string {
  return isolateInRightToLeft(formatPriceText(amount, currency, localeTag), localeTag);
}

const RIGHT_TO_LEFT_TAG = /^(ar|fa|he|ur)(-|$)/i;

/**
 * In a right-to-left sentence a price like "12.99 US$" is reordered by the bidi algorithm ("$US 12.99"); a
 * left-to-right isolate (LRI … PDI) keeps it whole and in Intl's order wherever a translation places it.
 */
function isolateInRightToLeft(text: string, localeTag: string): string {
  return RIGHT_TO_LEFT_TAG.test(localeTag) ? `\u2066${text}\u2069` : text;
}

function formatPriceText(amount: number, currency: string, localeTag: string): string {
  const rounded = roundToMinorUnit(amount, currency);
  if (isWellFormedCurrency(currency)) return priceFormat(localeTag, { style: 'currency', currency }).format(rounded);
  // Intl cannot format an unknown code as a currency; show the amount and whatever the API called it.
  const digits = { minimumFractionDigits: FALLBACK_MINOR_DIGITS, maximumFractionDigits: FALLBACK_MINOR_DIGITS };
  const number = priceFormat(localeTag, digits).format(rounded);
  const label = currency.trim();
  return label === '' ? number : `${number} ${label}`;
}

/** What a plan's term costs a month, in the currency's minor units (the "… a month" the plan cards and breakdown show). */
export function perMonthAmount(total: number, months: number, currency: string): number {
  return roundToMinorUnit(total / Math.max(1, months), currency);
}
