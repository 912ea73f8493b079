/**
 * Runs `callback` once the page is shown to the visitor: at once, or when a page the browser prerendered (Speculation
 * Rules, issue 17) is activated. A prerendered page may never be shown: nothing it would report (a visit, page_show)
 * or put in front of the visitor (a popup) happens before.
 */
export function whenShown(callback: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering === true) document.addEventListener('prerenderingchange', callback, { once: true });
  else callback();
}
