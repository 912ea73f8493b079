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
  element.addEventListener('click', (event) => hold(event, (target) => target.click()), { capture: true });
  element.addEventListener('submit', (event) => hold(event, (target) => target instanceof HTMLFormElement && target.requestSubmit()), { capture: true });
}
