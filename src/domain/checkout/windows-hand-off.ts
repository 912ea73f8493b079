/**
 * SPEC §2.2 /redirect (page texts `win-pay`): the Windows app opens the site here to pay. Its query names the plan
 * (`plan`, one of the plans on sale) and may ask for the plan's free trial (`trial=1`); the visitor continues at that
 * plan's checkout, or at the plans when the query names none the site sells. The landing query's attribution is
 * applied where every landing page's is (the page-visit journal).
 */
export function windowsHandOffPath(search: string, planIds: readonly string[]): string {
  const params = new URLSearchParams(search);
  const plan = params.get('plan') ?? '';
  if (!planIds.includes(plan)) return '/pricing';
  return `/pricing/checkout/${plan}${params.get('trial') === '1' ? '?trial=1' : ''}`;
}
