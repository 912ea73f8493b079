// @vitest-environment happy-dom
// The adapter adds script tags that must never load here: happy-dom then reports them loaded instead of logging refusals.
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecaptchaAdapter } from './recaptcha.adapter.ts';

const sandbox = { mode: 'sandbox', v2SiteKey: 'site-v2', v3SiteKey: 'site-v3' } as const;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.replaceChildren();
  delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
});

function installGrecaptcha(token: string) {
  const execute = vi.fn(async () => token);
  Object.assign(window, {
    grecaptcha: { ready: (callback: () => void) => callback(), execute, render: vi.fn(() => 7), getResponse: vi.fn(() => token), reset: vi.fn() },
  });
  return execute;
}

describe('RecaptchaAdapter', () => {
  it("adds the sandbox stand-in script once and answers a v3 token for the action", async () => {
    vi.useFakeTimers();
    const adapter = new RecaptchaAdapter(sandbox);
    const pending = adapter.executeV3('anonymousSignup');
    expect(document.querySelectorAll('script[data-challenge-script]')).toHaveLength(1);
    expect(document.querySelector('script')?.getAttribute('src')).toBe('/sandbox/recaptcha/api.js');
    const execute = installGrecaptcha('v3-token');
    await vi.advanceTimersByTimeAsync(200);
    await expect(pending).resolves.toBe('v3-token');
    expect(execute).toHaveBeenCalledWith('site-v3', { action: 'anonymousSignup' });
    await expect(adapter.executeV3('contactUs')).resolves.toBe('v3-token');
    expect(document.querySelectorAll('script[data-challenge-script]')).toHaveLength(1);
  });

  it("loads Google's script with the v3 site key in production", () => {
    void new RecaptchaAdapter({ mode: 'google', v2SiteKey: 'k2', v3SiteKey: 'k3' }).executeV3('login');
    expect(document.querySelector('script')?.getAttribute('src')).toBe('https://www.google.com/recaptcha/api.js?render=k3');
  });

  it("gives up after 300 polls, logging 'can not load recaptcha script.', and answers no token", async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending = new RecaptchaAdapter(sandbox).executeV3('login');
    await vi.advanceTimersByTimeAsync(300 * 200);
    await expect(pending).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('can not load recaptcha script.');
  });

  it('mounts the v2 widget with the v2 site key and reads its token', async () => {
    installGrecaptcha('v2-token');
    const changes: (string | undefined)[] = [];
    const widget = await new RecaptchaAdapter(sandbox).mountV2(document.createElement('div'), (token) => changes.push(token));
    expect(widget?.token()).toBe('v2-token');
    widget?.reset();
    expect(changes).toEqual([undefined]);
  });
});
