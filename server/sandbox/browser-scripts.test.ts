// @vitest-environment happy-dom
// The stand-in scripts run in a DOM here, with fetch answered by the sandbox app itself: what a page
// would see, short of a real browser (the Playwright suite covers that).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN, STRONG_PASSWORD, createTestSandbox, type TestSandbox } from './test-support.ts';

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  render(container: HTMLElement, parameters: { sitekey: string; callback: (token: string) => void; 'expired-callback'?: () => void }): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
};
type SandboxPay = { open(options: { orderId: string; onComplete?: (status: string) => void; onDismiss?: () => void }): void };
type Globals = { grecaptcha?: Grecaptcha; SandboxPay?: SandboxPay };

let sandbox: TestSandbox;

beforeEach(() => {
  sandbox = createTestSandbox();
  // A browser says a page's own fetch is same-origin, and the sandbox's checkout relies on it (issue 16); happy-dom's
  // Request drops the Sec- headers a page may not set, so the browser's part is added after it is built.
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(String(input instanceof Request ? input.url : input), init);
    request.headers.set('Sec-Fetch-Site', 'same-origin');
    return sandbox.api.app.fetch(request);
  });
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete (window as Globals).grecaptcha;
  delete (window as Globals).SandboxPay;
});

afterEach(() => {
  vi.unstubAllGlobals();
  sandbox.close();
});

async function load(path: string): Promise<void> {
  const source = await (await sandbox.request(path)).text();
  // Like a <script src>: the source runs against the page's globals.
  new Function(source)();
}

function grecaptcha(): Grecaptcha {
  const api = (window as Globals).grecaptcha;
  if (api === undefined) throw new Error('grecaptcha is not defined');
  return api;
}

describe('the reCAPTCHA stand-in script', () => {
  it('hands out v3 tokens that a v3-guarded call accepts', async () => {
    await load('/sandbox/recaptcha/api.js');
    const api = grecaptcha();
    await new Promise<void>((resolve) => api.ready(resolve));
    const token = await api.execute('sandbox-v3', { action: 'anonymousSignup' });
    expect((await sandbox.call('anonymousSignup', {}, { recasign: token })).status).toBe(200);
  });

  it('renders an "I\'m not a robot" checkbox whose tick yields a v2 token for sign-in', async () => {
    const { email } = await sandbox.signIn();
    await load('/sandbox/recaptcha/api.js');
    const api = grecaptcha();
    const container = document.createElement('div');
    document.body.append(container);
    const callback = vi.fn<(token: string) => void>();
    const widgetId = api.render(container, { sitekey: 'sandbox-v2', callback });

    const checkbox = container.querySelector('button[role="checkbox"]');
    expect(checkbox?.textContent).toContain("I'm not a robot");
    expect(checkbox?.getAttribute('aria-checked')).toBe('false');
    expect(api.getResponse(widgetId)).toBe('');

    (checkbox as HTMLButtonElement).click();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledOnce());
    const token = callback.mock.calls[0]?.[0] ?? '';
    expect(checkbox?.getAttribute('aria-checked')).toBe('true');
    expect(api.getResponse(widgetId)).toBe(token);
    expect((await sandbox.call('login', { email, password: STRONG_PASSWORD }, { recasign: token })).status).toBe(200);

    api.reset(widgetId);
    expect(api.getResponse(widgetId)).toBe('');
    expect(checkbox?.getAttribute('aria-checked')).toBe('false');
  });

  it('links the sandbox stylesheet once instead of styling inline', async () => {
    await load('/sandbox/recaptcha/api.js');
    const api = grecaptcha();
    for (let count = 0; count < 2; count += 1) api.render(document.body.appendChild(document.createElement('div')), { sitekey: 'k', callback: () => undefined });
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toMatch(/\/sandbox\/assets\/sandbox\.css$/);
    expect(document.body.querySelector('[style]')).toBeNull();
  });
});

describe('the overlay payment script', () => {
  async function pendingOrder(): Promise<{ token: string; orderId: string }> {
    const { token } = await sandbox.signIn();
    const value = await sandbox.ok(
      'rzPurchase',
      { plan_id: '2y', return_url: `${ORIGIN}/paystatus`, language: 'en', country_code: 'US', front_id: 'front-1', idempotency_key: `overlay-${Math.random()}` },
      { token },
    );
    await load(value.overlay_script ?? '');
    return { token, orderId: value.order_id };
  }

  function pay(): SandboxPay {
    const api = (window as Globals).SandboxPay;
    if (api === undefined) throw new Error('SandboxPay is not defined');
    return api;
  }

  const button = (label: string) => [...document.querySelectorAll('[role="dialog"] button')].find((candidate) => candidate.textContent === label) as HTMLButtonElement;

  it('shows the order and completes with the approved status', async () => {
    const { token, orderId } = await pendingOrder();
    const onComplete = vi.fn<(status: string) => void>();
    const onDismiss = vi.fn<() => void>();
    pay().open({ orderId, onComplete, onDismiss });

    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    await vi.waitFor(() => expect(dialog?.textContent).toContain('2 years: $95.76'));
    expect(['Approve', 'Decline', 'Cancel', 'Leave pending'].map((label) => button(label)?.disabled)).toEqual([false, false, false, false]);

    button('Approve').click();
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledWith('active'));
    expect(onDismiss).not.toHaveBeenCalled();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect((await sandbox.ok('rzPurchaseResult', { order_id: orderId }, { token })).status).toBe('active');
  });

  it('reports a declined payment as complete with its status', async () => {
    const { orderId } = await pendingOrder();
    const onComplete = vi.fn<(status: string) => void>();
    pay().open({ orderId, onComplete });
    await vi.waitFor(() => expect(button('Decline').disabled).toBe(false));
    button('Decline').click();
    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledWith('declined'));
  });

  it('dismisses on Cancel, cancelling the order', async () => {
    const { token, orderId } = await pendingOrder();
    const onComplete = vi.fn<(status: string) => void>();
    const onDismiss = vi.fn<() => void>();
    pay().open({ orderId, onComplete, onDismiss });
    await vi.waitFor(() => expect(button('Cancel').disabled).toBe(false));
    button('Cancel').click();
    await vi.waitFor(() => expect(onDismiss).toHaveBeenCalledOnce());
    expect(onComplete).not.toHaveBeenCalled();
    expect((await sandbox.ok('rzPurchaseResult', { order_id: orderId }, { token })).status).toBe('cancelled');
  });

  it('dismisses on Escape and leaves the order pending', async () => {
    const { token, orderId } = await pendingOrder();
    const onDismiss = vi.fn<() => void>();
    pay().open({ orderId, onDismiss });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect((await sandbox.ok('rzPurchaseResult', { order_id: orderId }, { token })).status).toBe('pending');
  });
});

describe('the sandbox TV (issue 19)', () => {
  async function openTv(): Promise<void> {
    const html = await (await sandbox.request('/sandbox/tv')).text();
    // The page's own <script> tag is left out: happy-dom loads no files; the script runs as load() runs it.
    document.body.innerHTML = (/<main class="sandbox-main">([\s\S]*)<\/main>/.exec(html)?.[1] ?? '').replace(/<script[^>]*><\/script>/, '');
    await load('/sandbox/assets/tv.js');
  }

  it('shows a code and where to type it, polls at its interval, and says who signed in once the customer approves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { token, email } = await sandbox.signIn();
      await openTv();
      (document.getElementById('tv-start') as HTMLFormElement).requestSubmit();
      const code = document.getElementById('tv-code');
      await vi.waitFor(() => expect(code?.textContent).toMatch(/^[A-Z]{4}-[A-Z]{4}$/));
      expect(document.getElementById('tv-address')?.textContent).toBe(`${ORIGIN}/activate`);

      await vi.advanceTimersByTimeAsync(5_000);
      await vi.waitFor(() => expect(document.getElementById('tv-status')?.textContent).toBe('Waiting for you to approve this TV…'));
      await sandbox.ok('deviceActivationApprove', { user_code: code?.textContent ?? '' }, { token });
      await vi.advanceTimersByTimeAsync(5_000);
      await vi.waitFor(() => expect(document.getElementById('tv-status')?.textContent).toBe(`Signed in as ${email}.`));
    } finally {
      vi.useRealTimers();
    }
  });
});
