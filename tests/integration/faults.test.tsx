// Issue 16, faults on the client side: one page of each kind under one fault, as a visitor reads it — a translated
// message and a way to try again, never a blank page or a spinner that keeps turning. Each page runs in the app's
// own container (its adapters, API client and machines, as src/main.tsx builds it); every request the page makes is
// answered in this process, by the sandbox or by the fault under test. Every endpoint × every fault is proven at the
// adapters (src/infrastructure/http/fault-outcomes.contract.test.ts); here, the chain from the answer to the words.
// The two forms behind the challenge (sign-in, checkout) keep their fault in the browser (tests/e2e/faults.spec.ts):
// the challenge is a script the page loads, and only a browser runs it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessSandbox, pageFetchOver, type InProcessSandbox } from '../support/in-process-sandbox.ts';
import { renderPage } from '../support/render-page.tsx';
import { messageBoxMachine } from '../../src/application/feedback/message-box.machine.ts';
import { toastMachine } from '../../src/application/feedback/toast.machine.ts';
import { routeValueCatalog } from '../../src/domain/index.ts';
import { createBrowserContainer } from '../../src/infrastructure/di/containers.ts';
import { MessageBoxActor, ToastActor } from '../../src/ui/app/app-actors.tsx';
import { Page as ContactPage } from '../../src/ui/pages/contact-us/contact-us.page.tsx';
import { Page as MyAccountPage } from '../../src/ui/pages/myaccount/myaccount.page.tsx';
import { Page as PricingPage } from '../../src/ui/pages/pricing/pricing.page.tsx';
import { Page as IpPage } from '../../src/ui/pages/what-is-my-ip/what-is-my-ip.page.tsx';

/** A fault's answer, as the network would give it to the page's fetch. */
const FAULT = {
  serverError: () => Response.json({ code: 500, msg: 'Injected fault' }, { status: 500 }),
  malformed: () => new Response('{"code":200,"value":', { status: 200, headers: { 'Content-Type': 'application/json' } }),
  dropped: (): Response => {
    throw new TypeError('Failed to fetch');
  },
  wrongShape: () => Response.json({ code: 200, msg: 'ok', value: { unexpected: true } }),
};

let sandbox: InProcessSandbox;
/** The fault under test: requests whose path matches are answered by it, all others by the sandbox. */
let fault: { readonly path: RegExp; readonly answer: () => Response } | undefined;

// The app loads its API adapters on first use (src/infrastructure/di/browser-services.ts); here that first use would
// also transform their modules, a cost of the test run the first page's wait should not carry.
beforeAll(async () => {
  await Promise.all([import('../../src/infrastructure/di/visitor-adapters.ts'), import('../../src/infrastructure/di/api-adapters.ts')]);
});

beforeEach(() => {
  sandbox = inProcessSandbox({ defaultCountry: 'US' });
  fault = undefined;
  vi.stubGlobal('fetch', pageFetchOver(sandbox, (url) => (fault?.path.test(url.pathname) ? fault.answer() : undefined)));
});

afterEach(() => {
  sandbox.close();
  document.cookie = 'token=; Max-Age=0; Path=/';
  localStorage.clear();
  history.replaceState(null, '', '/');
});

/** The page inside what the app's layout puts around every page: the toast and the message box. */
function withOverlays(Page: ComponentType): ComponentType {
  return function PageWithOverlays() {
    return (
      <ToastActor.Provider logic={toastMachine}>
        <MessageBoxActor.Provider logic={messageBoxMachine}>
          <Page />
        </MessageBoxActor.Provider>
      </ToastActor.Provider>
    );
  };
}

async function open(Page: ComponentType, url: string, options: { path?: string; routeName?: string } = {}): Promise<Container> {
  const container = await createBrowserContainer(routeValueCatalog({ blogCategories: [], blogArticles: [], blogTags: [] }));
  renderPage(withOverlays(Page), { container, url, ...options });
  return container;
}

const user = () => userEvent.setup({ delay: null });

describe('a page under a fault says what happened and offers a way on', () => {
  it('pricing: a server error says prices could not load, and "Try again" loads them', async () => {
    fault = { path: /\/providers\/plans$/, answer: FAULT.serverError };
    await open(PricingPage, '/pricing', { routeName: 'pricing' });
    // The client asks twice more after a GET's 500, with ky's back-off between (0.3 s, then 0.6 s), as in a browser:
    // the page speaks once the last answer is in, past Testing Library's default second.
    const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
    expect(alert.textContent).toContain('We could not load prices. Check your connection and try again.');
    fault = undefined;
    await user().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('radio', { name: /^1 year/ })).not.toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('myaccount: a body that is not JSON says the account could not load, and "Try again" loads it', async () => {
    const { token } = await sandbox.anonymous();
    document.cookie = `token=${token}; Path=/`;
    fault = { path: /\/web\/profile$/, answer: FAULT.malformed };
    await open(MyAccountPage, '/myaccount', { routeName: 'myaccount' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your account. Check your connection and try again.');
    fault = undefined;
    await user().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Subscriptions' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('contact: a dropped connection says the message was not sent, and the text stays', async () => {
    fault = { path: /\/contact_us$/, answer: FAULT.dropped };
    await open(ContactPage, '/contact-us', { routeName: 'contact-us' });
    const typing = user();
    await typing.type(await screen.findByLabelText(/^Your name/), 'Ada');
    await typing.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await typing.type(screen.getByLabelText(/^Subject/), 'Devices');
    await typing.type(screen.getByLabelText('Message'), 'How many devices can I protect with one plan?');
    await typing.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() => expect(document.body.textContent).toContain('Your message could not be sent. Check your connection and try again; your text is still here.'));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('How many devices can I protect with one plan?');
  });

  it('a tool page: an answer of the wrong shape says the IP could not be looked up, and "Try again" finds it', async () => {
    fault = { path: /\/geo_info$/, answer: FAULT.wrongShape };
    await open(IpPage, '/what-is-my-ip', { routeName: 'what-is-my-ip' });
    const result = await screen.findByRole('region', { name: 'Your public IP address' });
    expect((await within(result).findByRole('alert')).textContent).toContain('We could not look up your IP address. Check your connection and try again.');
    fault = undefined;
    await user().click(within(result).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(within(result).queryByRole('alert')).toBeNull());
    expect(result.textContent).toMatch(/\d+\.\d+\.\d+\.\d+|:/);
  });
});
