// Markdown → HTML for blog articles, at build time (issue 6 blog). Nothing a writer types is trusted
// as HTML: raw HTML in the Markdown is escaped and shows as text.
import { Marked, type Tokens } from 'marked';
import { headingSlugs } from '../../src/domain/index.ts';

export type TocEntry = { readonly id: string; readonly text: string };
export type RenderedMarkdown = { readonly html: string; readonly toc: readonly TocEntry[]; readonly plainText: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function unescapeHtml(text: string): string {
  return text.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
}

/** Text of rendered inline HTML, as a reader sees it. */
export function textOf(html: string): string {
  return unescapeHtml(html.replace(/<[^>]+>/g, ''));
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href) && !/^https?:\/\/(www\.)?harborvpn\.com(\/|$)/i.test(href);
}

/** Renders an article body: anchored, id'd headings (## and below), safe links and no raw HTML. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const marked = new Marked({ gfm: true });
  const tokens = marked.lexer(markdown);
  const headings: Tokens.Heading[] = [];
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading') headings.push(token as Tokens.Heading);
  });
  const ids = headingSlugs(headings.map((heading) => textOf(marked.parseInline(heading.text) as string)));
  const toc: TocEntry[] = [];
  let index = 0;
  marked.use({
    renderer: {
      heading({ tokens: inline, depth }) {
        const id = ids[index] ?? `section-${index + 1}`;
        index += 1;
        const content = this.parser.parseInline(inline);
        // The article's title is its only h1: a body heading is at least an h2.
        const level = Math.min(6, Math.max(2, depth));
        if (level === 2) toc.push({ id, text: textOf(content) });
        return `<h${level} id="${id}">${content}<a class="heading-anchor" href="#${id}" aria-hidden="true" tabindex="-1">#</a></h${level}>\n`;
      },
      link({ href, title, tokens: inline }) {
        const text = this.parser.parseInline(inline);
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        const rel = isExternal(href) ? ' rel="noopener"' : '';
        return `<a href="${escapeHtml(href)}"${titleAttribute}${rel}>${text}</a>`;
      },
      image({ href, text }) {
        // No third-party requests: only images from the site itself.
        if (!href.startsWith('/')) return escapeHtml(text);
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" loading="lazy" />`;
      },
      html({ text }) {
        return escapeHtml(text);
      },
    },
  });
  const html = marked.parser(tokens);
  const plainText = textOf(html.replace(/<a class="heading-anchor"[^>]*>#<\/a>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return { html, toc, plainText };
}
