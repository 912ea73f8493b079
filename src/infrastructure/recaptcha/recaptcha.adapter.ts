import { createActor, toPromise } from 'xstate';
import { challengeScriptMachine, type ChallengeProbe } from '../../application/challenge/challenge-script.machine.ts';
import type { ChallengeConfig } from '../../application/ports/challenge-config.ts';
import type { ChallengePort, ChallengeWidget } from '../../application/ports/challenge.port.ts';
import { setScriptSource } from '../browser/trusted-script-url.ts';

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
  render(container: HTMLElement, parameters: { sitekey: string; callback: (token: string) => void; 'expired-callback'?: () => void }): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
};

const SCRIPT_MARKER = 'data-challenge-script';

function grecaptcha(): Grecaptcha | undefined {
  return (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
}

/**
 * reCAPTCHA v2 and v3 behind one port (SPEC §7). The script is added on first use — Google's with the
 * configured site keys in production, the embedded server's stand-in in the sandbox — and polled by the
 * challenge-script machine (every 200 ms, at most 300 times, logging as SPEC §8 says).
 */
export class RecaptchaAdapter implements ChallengePort {
  readonly #config: ChallengeConfig;
  #ready: Promise<boolean> | undefined;

  constructor(config: ChallengeConfig) {
    this.#config = config;
  }

  async executeV3(action: string): Promise<string | undefined> {
    if (!(await this.#whenReady())) return undefined;
    const api = grecaptcha() as Grecaptcha;
    try {
      const token = await new Promise<string>((resolve, reject) => api.ready(() => api.execute(this.#config.v3SiteKey, { action: action.replace(/[^A-Za-z_/]/g, '_') }).then(resolve, reject)));
      return token === '' ? undefined : token;
    } catch {
      return undefined;
    }
  }

  async mountV2(container: HTMLElement, onChange: (token: string | undefined) => void): Promise<ChallengeWidget | undefined> {
    if (!(await this.#whenReady())) return undefined;
    const api = grecaptcha() as Grecaptcha;
    const widgetId = api.render(container, { sitekey: this.#config.v2SiteKey, callback: (token) => onChange(token), 'expired-callback': () => onChange(undefined) });
    return {
      token: () => {
        const token = api.getResponse(widgetId);
        return token === '' ? undefined : token;
      },
      reset: () => {
        api.reset(widgetId);
        onChange(undefined);
      },
    };
  }

  #whenReady(): Promise<boolean> {
    this.#ready ??= this.#load();
    return this.#ready;
  }

  async #load(): Promise<boolean> {
    if (document.querySelector(`script[${SCRIPT_MARKER}]`) === null) {
      const script = document.createElement('script');
      setScriptSource(
        script,
        this.#config.mode === 'google' ? `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(this.#config.v3SiteKey)}` : '/sandbox/recaptcha/api.js',
      );
      script.async = true;
      script.setAttribute(SCRIPT_MARKER, this.#config.mode);
      document.head.append(script);
    }
    const probe = (): ChallengeProbe => {
      if (document.querySelector(`script[${SCRIPT_MARKER}]`) === null) return 'missing';
      const api = grecaptcha();
      return api !== undefined && typeof api.execute === 'function' && typeof api.render === 'function' ? 'ready' : 'loading';
    };
    const actor = createActor(
      challengeScriptMachine.provide({
        guards: { probeSays: (_, params) => probe() === params.probe },
        actions: { log: (_, params) => console.error(params.message) },
      }),
    ).start();
    await toPromise(actor);
    const ready = actor.getSnapshot().value === 'ready';
    // A failed load may be a blip: let the next call try again.
    if (!ready) this.#ready = undefined;
    return ready;
  }
}
