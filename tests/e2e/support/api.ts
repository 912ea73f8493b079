import type { APIRequestContext, Page } from '@playwright/test';

const APP = { 'X-App-Type': '501' };

async function value<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as { code: number; msg: string; value: T };
  if (response.status() !== 200) throw new Error(`${response.url()} answered ${response.status()}: ${body.msg}`);
  return body.value;
}

async function challengeToken(request: APIRequestContext, version: 'v2' | 'v3'): Promise<string> {
  const response = await request.post('/sandbox/recaptcha/token', { data: { version, action: 'e2e' } });
  return ((await response.json()) as { token: string }).token;
}

/** An anonymous account, as a trial or a first purchase makes one. */
export async function anonymousAccount(request: APIRequestContext): Promise<string> {
  const recasign = await challengeToken(request, 'v3');
  const session = await value<{ token: string }>(
    await request.post('/ws/mm/reca/r3/account/v1/web/anonymous_signup', { headers: APP, data: { recasign } }),
  );
  return session.token;
}

export async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', path: string, data: Record<string, unknown> = {}): Promise<T> {
  const headers = { ...APP, Authorization: `Bearer ${token}` };
  const response = method === 'GET' ? await request.get(path, { headers, params: data as Record<string, string> }) : await request.post(path, { headers, data });
  return value<T>(response);
}

/** An account with an email and a password, as a trial that set its password at /paysuc has. */
export async function accountWithPassword(request: APIRequestContext, prefix: string): Promise<{ email: string; password: string; token: string }> {
  const token = await anonymousAccount(request);
  const email = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'Harbor#2026';
  await api(request, token, 'POST', '/api/mms/account/v1/web/set_password', { email, password });
  return { email, password, token };
}

export type Order = { order_id: string; web_url?: string; overlay_script?: string; status: string };

export type AccountSubscription = { order_id: string; status: string; amount: number; currency: string };

export async function activeSubscriptions(request: APIRequestContext, token: string): Promise<AccountSubscription[]> {
  const { subscriptions } = await api<{ subscriptions: AccountSubscription[] }>(request, token, 'GET', '/api/mms/payment/v1/web/subscription_my', { status: 'all' });
  return subscriptions.filter((subscription) => subscription.status === 'active');
}

/** The latest code the sandbox mailed to an address for a purpose (its outbox stands in for the inbox). */
export async function mailedCode(request: APIRequestContext, email: string, purpose: 'verify_account' | 'reset_password'): Promise<string> {
  const outbox = (await (await request.get(`/sandbox/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: { code: string; purpose: string }[] };
  const code = outbox.messages.find((message) => message.purpose === purpose)?.code;
  if (code === undefined) throw new Error(`No ${purpose} code in the outbox for ${email}.`);
  return code;
}

export type ApiPlan = { id: string; price_discount_amount: number; renewal_amount: number; currency: string };

/** The plans as the payment API prices them for a visitor from the request's address; `xFrom` as a partner's browser sends it. */
export async function plansFor(request: APIRequestContext, xFrom?: string): Promise<ApiPlan[]> {
  const response = await request.get('/api/mms/payment/v1/providers/plans', { headers: { ...APP, ...(xFrom === undefined ? {} : { 'X-From': xFrom }) } });
  return ((await response.json()) as { value: { plans: ApiPlan[] } }).value.plans;
}

type StoredEvent = { event: { event_name: string; front_id: string; language: string; event_params: { key: string; value: string | number | boolean }[] } };

/**
 * The analytics events of one name this page's browser sent (its front_id), oldest first, as the sandbox stored them:
 * each event's parameters and the event's `language`.
 */
export async function eventsOf(request: APIRequestContext, page: Page, name: string): Promise<Record<string, string | number | boolean>[]> {
  const frontId = await page.evaluate(() => localStorage.getItem('front_id'));
  const response = await request.get('/sandbox/analytics.json', { params: { event_name: name, limit: '200' } });
  const { events } = (await response.json()) as { events: StoredEvent[] };
  return events
    .map((stored) => stored.event)
    .filter((event) => event.front_id === frontId)
    .map((event) => ({ ...Object.fromEntries(event.event_params.map((param) => [param.key, param.value])), language: event.language }))
    .reverse();
}
