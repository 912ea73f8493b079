// Helpers for the SEO specs: read head tags, JSON-LD and <main> text from server HTML without a browser.
import type { APIRequestContext } from '@playwright/test';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

/** The attributes of every `<tag …>` in the HTML's head. */
export function headElements(html: string, tag: 'meta' | 'link'): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries([...(match[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((attribute) => [attribute[1] ?? '', decodeEntities(attribute[2] ?? '')])),
  );
}

/** The content of the meta tag with that name or property. */
export function metaContent(html: string, key: string): string[] {
  return headElements(html, 'meta')
    .filter((meta) => meta['name'] === key || meta['property'] === key)
    .map((meta) => meta['content'] ?? '');
}

/** Every JSON-LD block, parsed (a block that does not parse throws). */
export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
}

export function titleOf(html: string): string {
  return decodeEntities(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
}

/** The text pieces of `<main>` as a reader sees them: scripts, styles and SVG dropped, entities decoded. */
export function mainTextPieces(html: string): string[] {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  if (start < 0 || end < 0) return [];
  return html
    .slice(start, end)
    .replace(/<!-- -->/g, '')
    .replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/g, ' ')
    // Text marked as another language (an article shown in its English original) is not a leftover.
    .replace(/<(article|h[1-6]|p|li|blockquote|figcaption)\b[^>]*\blang="en"[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .split(/<[^>]+>/)
    .map((piece) => decodeEntities(piece).replace(/\s+/g, ' ').trim())
    .filter((piece) => piece !== '');
}

/** Fetches many paths with a few requests in flight at once; answers in the paths' order. */
export async function fetchAll(request: APIRequestContext, paths: readonly string[], concurrency = 8, method: 'get' | 'head' = 'get'): Promise<{ path: string; status: number; html: string }[]> {
  const results: { path: string; status: number; html: string }[] = new Array(paths.length);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const index = next++;
      const path = paths[index] ?? '/';
      const response = await request[method](path, { maxRedirects: 0 });
      results[index] = { path, status: response.status(), html: method === 'get' ? await response.text() : '' };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}
