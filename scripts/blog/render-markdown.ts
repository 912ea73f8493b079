// Markdown → the article body's element tree, at build time (issue 6 blog). Nothing a writer types is
// trusted as HTML: raw HTML in the Markdown stays text, and the page renders the tree as React elements
// (src/ui/pages/blog/article-body.view.tsx), never as an HTML string.
import { Marked, type Token, type Tokens } from 'marked';
import { headingSlugs } from '../../src/domain/index.ts';
import type { ArticleElement, ArticleNode } from '../../src/ui/pages/blog/blog-data.types.ts';

export type TocEntry = { readonly id: string; readonly text: string };
export type RenderedMarkdown = { readonly body: readonly ArticleNode[]; readonly toc: readonly TocEntry[]; readonly plainText: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Marked hands some text (code, escapes) over HTML-escaped; the tree holds it as a reader sees it. */
function unescapeHtml(text: string): string {
  return text.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
}

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href) && !/^https?:\/\/(www\.)?harborvpn\.com(\/|$)/i.test(href);
}

/** Links a writer may use: the web, mail, and the site's own paths and anchors (no `javascript:` or `data:`). */
function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|\/(?!\/)|#)/i.test(href);
}

function element(tag: ArticleElement['tag'], children: readonly ArticleNode[] = [], attrs?: Readonly<Record<string, string>>): ArticleElement {
  return { tag, ...(attrs === undefined ? {} : { attrs }), ...(children.length === 0 ? {} : { children }) };
}

const BLOCK_TAGS = new Set<ArticleElement['tag']>(['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'pre', 'th', 'td', 'br']);

/** Text of nodes, as a reader sees it (without the headings' anchors; blocks apart). */
export function textOf(nodes: readonly ArticleNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      if (node.attrs?.['class'] === 'heading-anchor') return '';
      const text = textOf(node.children ?? []);
      return BLOCK_TAGS.has(node.tag) ? `${text}\n` : text;
    })
    .join('');
}

function inlineNodes(tokens: readonly Token[]): ArticleNode[] {
  return tokens.flatMap((token): ArticleNode[] => {
    switch (token.type) {
      case 'text': {
        const text = token as Tokens.Text;
        return text.tokens ? inlineNodes(text.tokens) : [unescapeHtml(text.text)];
      }
      case 'escape':
        return [unescapeHtml((token as Tokens.Escape).text)];
      case 'strong':
        return [element('strong', inlineNodes((token as Tokens.Strong).tokens))];
      case 'em':
        return [element('em', inlineNodes((token as Tokens.Em).tokens))];
      case 'del':
        return [element('del', inlineNodes((token as Tokens.Del).tokens))];
      case 'codespan':
        return [element('code', [unescapeHtml((token as Tokens.Codespan).text)])];
      case 'br':
        return [element('br')];
      case 'link': {
        const link = token as Tokens.Link;
        const children = inlineNodes(link.tokens);
        if (!isSafeHref(link.href)) return children;
        return [element('a', children, { href: link.href, ...(link.title ? { title: link.title } : {}), ...(isExternal(link.href) ? { rel: 'noopener' } : {}) })];
      }
      case 'image': {
        const image = token as Tokens.Image;
        // No third-party requests: only images from the site itself.
        if (!image.href.startsWith('/') || image.href.startsWith('//')) return [image.text];
        return [element('img', [], { src: image.href, alt: image.text, loading: 'lazy' })];
      }
      // Raw HTML shows as the text it is.
      case 'html':
        return [(token as Tokens.HTML).raw];
      default:
        return 'raw' in token && typeof token.raw === 'string' ? [token.raw] : [];
    }
  });
}

/** Renders an article body: anchored, id'd headings (## and below), safe links, no raw HTML. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const marked = new Marked({ gfm: true });
  const tokens = marked.lexer(markdown);
  const headings: Tokens.Heading[] = [];
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading') headings.push(token as Tokens.Heading);
  });
  const ids = headingSlugs(headings.map((heading) => textOf(inlineNodes(heading.tokens))));
  const toc: TocEntry[] = [];
  let headingIndex = 0;

  const blockNodes = (blockTokens: readonly Token[]): ArticleNode[] =>
    blockTokens.flatMap((token): ArticleNode[] => {
      switch (token.type) {
        case 'heading': {
          const heading = token as Tokens.Heading;
          const id = ids[headingIndex] ?? `section-${headingIndex + 1}`;
          headingIndex += 1;
          const content = inlineNodes(heading.tokens);
          // The article's title is its only h1: a body heading is at least an h2.
          const level = Math.min(6, Math.max(2, heading.depth)) as 2 | 3 | 4 | 5 | 6;
          if (level === 2) toc.push({ id, text: textOf(content) });
          const anchor = element('a', ['#'], { class: 'heading-anchor', href: `#${id}`, 'aria-hidden': 'true', tabindex: '-1' });
          return [element(`h${level}`, [...content, anchor], { id })];
        }
        case 'paragraph':
          return [element('p', inlineNodes((token as Tokens.Paragraph).tokens))];
        case 'text': {
          const text = token as Tokens.Text;
          return text.tokens ? inlineNodes(text.tokens) : [unescapeHtml(text.text)];
        }
        case 'list': {
          const list = token as Tokens.List;
          const items = list.items.map((item) => element('li', [...(item.task ? [element('input', [], { type: 'checkbox', disabled: '', ...(item.checked ? { checked: '' } : {}) }), ' '] : []), ...blockNodes(item.tokens)]));
          return [list.ordered ? element('ol', items, typeof list.start === 'number' && list.start !== 1 ? { start: String(list.start) } : undefined) : element('ul', items)];
        }
        case 'blockquote':
          return [element('blockquote', blockNodes((token as Tokens.Blockquote).tokens))];
        case 'code': {
          const code = token as Tokens.Code;
          const language = code.lang?.match(/^\S+/)?.[0];
          return [element('pre', [element('code', [code.text], language ? { class: `language-${language}` } : undefined)])];
        }
        case 'hr':
          return [element('hr')];
        case 'table': {
          const table = token as Tokens.Table;
          const row = (cells: readonly Tokens.TableCell[], tag: 'th' | 'td') => element('tr', cells.map((cell) => element(tag, inlineNodes(cell.tokens))));
          return [element('table', [element('thead', [row(table.header, 'th')]), element('tbody', table.rows.map((cells) => row(cells, 'td')))])];
        }
        case 'html':
          return [element('p', [(token as Tokens.HTML).raw.trim()])];
        case 'space':
        case 'def':
          return [];
        default:
          return 'raw' in token && typeof token.raw === 'string' ? [element('p', [token.raw.trim()])] : [];
      }
    });

  const body = blockNodes(tokens);
  const plainText = textOf(body).replace(/\s+/g, ' ').trim();
  return { body, toc, plainText };
}
