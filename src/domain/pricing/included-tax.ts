// Issue 19: prices are gross (tax included), so an invoice's tax line is the part of the amount the rate accounts for.

/**
 * The tax a gross amount includes at a rate in basis points (2000 = 20 %), in minor units: gross × rate / (1 + rate),
 * rounded half up to the minor unit here and nowhere else (CONVENTIONS money rule). The net amount is gross minus it.
 */
export function includedTaxMinor(grossMinor: number, rateBasisPoints: number): number {
  if (grossMinor <= 0 || rateBasisPoints <= 0) return 0;
  return Math.round((grossMinor * rateBasisPoints) / (10_000 + rateBasisPoints));
}
