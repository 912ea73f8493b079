// Reads server HTML without a browser: head tags, JSON-LD, headings and text, as the prerendered files and
// the server's on-demand renders write them (tests/dist and tests/e2e/conformance.spec.ts).

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

/** The HTML as React wrote it, with the comment separators between text pieces dropped and entities decoded; tags stay. */
export function decodedHtml(html: string): string {
  return decodeEntities(html.replace(/<!-- -->/g, ''));
}

/** The visible text of server HTML: scripts and styles dropped, each tag a space, entities decoded, whitespace collapsed. */
export function visibleText(html: string): string {
  return decodeEntities(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/[ \t\r\n]+/g, ' ');
}

/** Text of the first element matching a tag (enough for headings we render ourselves). */
export function firstElementText(html: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(html);
  if (!match?.[1]) return undefined;
  return decodeEntities(match[1].replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '')).trim();
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
