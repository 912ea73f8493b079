// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyPresses, holdPressesUntilLive, releaseEarlyPresses } from './held-presses.ts';

/** An island's markup with a link and a form, and what reached the page's own handlers (default actions recorded). */
function island() {
  document.body.innerHTML = '<main id="page"><div id="island"><a id="link" href="#chosen">Deutsch</a><form id="form"><button id="send">Search</button></form></div></main>';
  const element = document.getElementById('island') as HTMLElement;
  const page = document.getElementById('page') as HTMLElement;
  const reached: string[] = [];
  page.addEventListener('click', (event) => reached.push(`click ${(event.target as HTMLElement).id}${event.defaultPrevented ? ' (cancelled)' : ''}`));
  page.addEventListener('submit', (event) => {
    reached.push(`submit${event.defaultPrevented ? ' (cancelled)' : ''}`);
    event.preventDefault();
  });
  return { element, reached };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => {
  releaseEarlyPresses();
  document.body.innerHTML = '';
});

describe('holdPressesUntilLive (issue 17)', () => {
  it('holds a click until the island is live, then clicks the same element again', async () => {
    const { element, reached } = island();
    let goLive: () => void = () => {};
    const live = new Promise<void>((resolve) => (goLive = resolve));
    holdPressesUntilLive(element, () => live);
    document.getElementById('link')?.click();
    await settle();
    expect(reached).toEqual([]);
    goLive();
    await settle();
    expect(reached).toEqual(['click link']);
  });

  it('holds a form sent before the island is live and sends it again', async () => {
    const { element, reached } = island();
    holdPressesUntilLive(element, async () => undefined);
    (document.getElementById('form') as HTMLFormElement).requestSubmit();
    expect(reached).toEqual([]);
    await settle();
    expect(reached).toEqual(['submit']);
  });

  it('lets the press through to the page itself when the island cannot go live, once', async () => {
    const { element, reached } = island();
    let attempts = 0;
    holdPressesUntilLive(element, () => {
      attempts += 1;
      return Promise.reject(new Error('the island code did not load'));
    });
    document.getElementById('link')?.click();
    await settle();
    await settle();
    expect(reached).toEqual(['click link']);
    // The replayed press is not held again (no loop), and neither is the next one.
    document.getElementById('link')?.click();
    expect(reached).toEqual(['click link', 'click link']);
    expect(attempts).toBe(1);
  });

  it('does not hold a press once the island is live', async () => {
    const { element, reached } = island();
    holdPressesUntilLive(element, async () => undefined);
    document.getElementById('link')?.click();
    await settle();
    document.getElementById('link')?.click();
    expect(reached).toEqual(['click link', 'click link']);
  });
});

describe('presses made before the document runtime runs (issue 17)', () => {
  it('are held from the first script on and reach the island armed later, which goes live and answers them', async () => {
    const { element, reached } = island();
    element.setAttribute('data-island', 'consent-banner');
    holdEarlyPresses('[data-island]');
    (document.getElementById('send') as HTMLElement).click();
    await settle();
    expect(reached).toEqual([]);
    const live: string[] = [];
    holdPressesUntilLive(element, async () => {
      live.push('hydrated');
    });
    releaseEarlyPresses();
    await settle();
    await settle();
    expect(live).toEqual(['hydrated']);
    expect(reached).toEqual(['click send', 'submit']);
  });

  it('leave presses outside islands alone, and are given back to the markup when no runtime arms the island', async () => {
    const { element, reached } = island();
    element.setAttribute('data-island', 'account-menu');
    document.getElementById('page')?.insertAdjacentHTML('beforeend', '<a id="outside" href="#elsewhere">Blog</a>');
    holdEarlyPresses('[data-island]');
    document.getElementById('outside')?.click();
    document.getElementById('link')?.click();
    expect(reached).toEqual(['click outside']);
    releaseEarlyPresses();
    await settle();
    expect(reached).toEqual(['click outside', 'click link']);
    // Released: the next press is not held.
    document.getElementById('link')?.click();
    expect(reached).toEqual(['click outside', 'click link', 'click link']);
  });
});
