import { useEffect } from 'react';
import { MANAGED_HEAD_ATTRIBUTE, headTagsHtml, languageTag, pageHeadTags, textDirection, type HeadTag, type PageHead } from '../../domain/index.ts';
import { setJsonLdText } from './json-ld-text.ts';
import { SITE_ORIGIN } from './site-origin.ts';

/** SPEC §9: head updates debounced 10 ms. */
export const HEAD_UPDATE_DEBOUNCE_MS = 10;

// What the head holds now; the prerendered HTML already holds the first page's tags.
let applied: string | undefined;

function element(tag: HeadTag): HTMLElement {
  const node = document.createElement(tag.tag);
  node.setAttribute(MANAGED_HEAD_ATTRIBUTE, '');
  for (const [name, value] of Object.entries(tag.attributes)) node.setAttribute(name, value);
  // A JSON-LD block is data, not script: it never runs, but Trusted Types guard every script element's text.
  if (tag.tag === 'script' && node instanceof HTMLScriptElement) setJsonLdText(node, tag.text);
  return node;
}

function applyHeadTags(tags: readonly HeadTag[]): void {
  const key = headTagsHtml(tags);
  const current = document.head.querySelectorAll(`[${MANAGED_HEAD_ATTRIBUTE}]`);
  if (applied === undefined && current.length > 0) {
    // Hydration: the server wrote these very tags for this page.
    applied = key;
    return;
  }
  if (key === applied) return;
  applied = key;
  current.forEach((node) => node.remove());
  document.head.append(...tags.map(element));
}

/**
 * Keeps the document head in step after client-side navigation (issue 6): language and direction,
 * title, and the tags the server writes into the prerendered HTML (description, robots, canonical,
 * hreflang alternates, Open Graph, Twitter card, JSON-LD), from the same builder.
 */
export function useDocumentHead(head: PageHead): void {
  const { language } = head;
  useEffect(() => {
    const root = document.documentElement;
    root.lang = languageTag(language);
    root.dir = textDirection(language);
  }, [language]);
  const tags = pageHeadTags(head, SITE_ORIGIN);
  const key = headTagsHtml(tags);
  useEffect(() => {
    // SPEC §9: head updates are debounced 10 ms, so a burst of navigations writes the head once, for the last page.
    const update = setTimeout(() => {
      if (head.title !== '') document.title = head.title;
      applyHeadTags(tags);
    }, HEAD_UPDATE_DEBOUNCE_MS);
    return () => clearTimeout(update);
    // The key stands for the tags: same key, same head.
  }, [key, head.title]);
}
