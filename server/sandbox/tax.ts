// Issue 19: the tax the sandbox records with each order (docs/decisions.md, Issue 19 "Invoices"). Prices are gross:
// the rate of the buyer's country (by geo) at order time is stored on the order, so a later change of rate never
// rewrites an old invoice. Countries not listed here record no tax, and their invoices carry no tax line.

/** The seller of every order: Harbor VPN's operator (the terms and the privacy policy name it; the VAT number is invented). */
export const SELLER = {
  name: 'Harbor Privacy AG',
  address_lines: ['Baarerstrasse 14', '6300 Zug'],
  country_code: 'CH',
  vat_id: 'CHE-412.638.915 MWST',
} as const;

export type TaxRate = { readonly name: string; readonly basisPoints: number };

/** Standard rates on electronically supplied services where the buyer is (2026), in basis points (2000 = 20 %). */
const RATES: Readonly<Record<string, TaxRate>> = {
  GB: { name: 'VAT', basisPoints: 2000 },
  AU: { name: 'GST', basisPoints: 1000 },
  CA: { name: 'GST', basisPoints: 500 },
  CH: { name: 'VAT', basisPoints: 810 },
  DE: { name: 'VAT', basisPoints: 1900 },
  FR: { name: 'VAT', basisPoints: 2000 },
  IT: { name: 'VAT', basisPoints: 2200 },
  ES: { name: 'VAT', basisPoints: 2100 },
  NL: { name: 'VAT', basisPoints: 2100 },
  PL: { name: 'VAT', basisPoints: 2300 },
  PT: { name: 'VAT', basisPoints: 2300 },
  JP: { name: 'JCT', basisPoints: 1000 },
  KR: { name: 'VAT', basisPoints: 1000 },
};

/** The tax an order placed from `countryCode` records; undefined where the sandbox charges none (the US among them). */
export function taxRateFor(countryCode: string): TaxRate | undefined {
  return RATES[countryCode.trim().toUpperCase()];
}
