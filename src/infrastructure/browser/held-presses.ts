/** A held press made again: the same element clicked, the same form sent. */
const pressAgain = {
  click: (target: HTMLElement) => target.click(),
  submit: (target: HTMLElement) => target instanceof HTMLFormElement && target.requestSubmit(),
} as const;

/**
 * Issue 17: a press on an island that is not live yet would be lost (a button with no handler) or half-done (a link
 * followed before the island's handler remembered the choice, a search sent to the server instead of run in the page).
 * Until `goLive()` (the island's hydration, asked once by whoever comes first) has settled, a click or a form sent
 * inside `element` is cancelled, and once it has, the same element is clicked or the same form sent again — the
 * island's handler runs, then the element's own action (a link followed, a `<details>` opened). When going live fails
 * the press is replayed all the same and reaches the page's own markup; nothing is held after that.
 */
export function holdPressesUntilLive(element: HTMLElement, goLive: () => Promise<void>): void {
  let holding = true;
  const hold = (event: Event, replay: (target: HTMLElement) => void) => {
    if (!holding || !(event.target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.target;
    void goLive()
      .catch(() => undefined)
      .then(() => {
        holding = false;
        // In a task of its own: an island already live settles at once, inside this event's dispatch, where a second
        // click() on the same element is ignored (its click-in-progress flag is still set).
        setTimeout(() => {
          if (target.isConnected) replay(target);
        }, 0);
      });
  };
  element.addEventListener('click', (event) => hold(event, pressAgain.click), { capture: true });
  element.addEventListener('submit', (event) => hold(event, pressAgain.submit), { capture: true });
}

type EarlyPress = { readonly target: HTMLElement; readonly replay: () => void };

let earlyPresses: EarlyPress[] | undefined;
let stopHoldingEarly: (() => void) | undefined;

/**
 * The first script holds presses on the page's islands from the moment it runs, before the document runtime that arms
 * each island has loaded (on a slow phone, seconds later): without it, a "Reject non-essential" pressed in that gap
 * would do nothing at all. `releaseEarlyPresses` stops holding and presses each held element again — by then the
 * island's own hold is armed, or, for an island the page does not hydrate, the element's own action runs.
 */
export function holdEarlyPresses(islandSelector: string): void {
  if (earlyPresses !== undefined) return;
  const held: EarlyPress[] = [];
  earlyPresses = held;
  const hold = (event: Event, replay: (target: HTMLElement) => void) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target.closest(islandSelector) === null) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ target, replay: () => replay(target) });
  };
  const onClick = (event: Event) => hold(event, pressAgain.click);
  const onSubmit = (event: Event) => hold(event, pressAgain.submit);
  document.addEventListener('click', onClick, { capture: true });
  document.addEventListener('submit', onSubmit, { capture: true });
  stopHoldingEarly = () => {
    document.removeEventListener('click', onClick, { capture: true });
    document.removeEventListener('submit', onSubmit, { capture: true });
  };
}

/** Stops holding early presses and replays them, each in a task of its own, in the order they were made. */
export function releaseEarlyPresses(): void {
  stopHoldingEarly?.();
  stopHoldingEarly = undefined;
  const held = earlyPresses ?? [];
  earlyPresses = undefined;
  for (const press of held) {
    setTimeout(() => {
      if (press.target.isConnected) press.replay();
    }, 0);
  }
}
