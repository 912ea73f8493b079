/** The list prices content/pricing/list-prices.json holds: each plan's months and monthly rate in minor units per currency. */
export type ListPrices = {
  readonly months: Readonly<Record<string, number>>;
  readonly monthlyRate: Readonly<Record<string, Readonly<Record<string, number>>>>;
};

export type ListPriceOffer = { readonly planId: string; readonly months: number; readonly price: number; readonly currency: string };

/**
 * Issue 6: what each plan's term costs at list price in one currency (monthly rate × months, in major
 * units with two minor digits), shortest term first; the pricing page's Product offers.
 */
export function listPriceOffers(prices: ListPrices, currency: string): ListPriceOffer[] {
  const rates = prices.monthlyRate[currency] ?? {};
  return Object.entries(prices.months)
    .flatMap(([planId, months]) => {
      const rate = rates[planId];
      return rate === undefined ? [] : [{ planId, months, price: (rate * months) / 100, currency }];
    })
    .sort((a, b) => a.months - b.months);
}
