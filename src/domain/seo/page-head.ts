import { BRAND_NAME } from '../brand.ts';
import { ROUTED_LANGUAGES, type Language } from '../i18n/languages.ts';
import { absoluteUrl, canonicalUrl, hreflangLinks, ogLocale } from './site-url.ts';

export type ShareImage = { readonly url: string; readonly width?: number; readonly height?: number; readonly alt?: string };

/** Issue 6: the share image every page uses unless it names its own (a 1200×630 PNG, docs/decisions.md). */
export const DEFAULT_SHARE_IMAGE: ShareImage = { url: '/harbor-vpn-share.png', width: 1200, height: 630 };

/** What a page says about itself for search engines and link previews. */
export type PageHead = {
  readonly language: Language;
  /** The page's address without the language prefix (`/download/windows`). */
  readonly path: string;
  /** The full document title ('Page | Harbor VPN'). */
  readonly title: string;
  readonly description: string | undefined;
  /** False for pages that show one visitor's data, flows, and not-found answers: noindex, no alternates. */
  readonly indexable: boolean;
  /** The languages the page exists in; all routed languages unless a page says otherwise (blog articles). */
  readonly languages?: readonly Language[] | undefined;
  readonly image?: ShareImage | undefined;
  readonly ogType?: 'website' | 'article' | undefined;
  /** JSON-LD objects, each written as its own script block. */
  readonly structuredData?: readonly Readonly<Record<string, unknown>>[] | undefined;
  /** The language whose URL is canonical when it is not the page's own (an article shown in its English original). */
  readonly canonicalLanguage?: Language | undefined;
  /** Feeds the page advertises (`<link rel="alternate" type="application/rss+xml">`). */
  readonly feeds?: readonly { readonly href: string; readonly title: string }[] | undefined;
};

/** What the route loader works out about a page; title, description and language are added when rendering. */
export type PageHeadFacts = Omit<PageHead, 'language' | 'title' | 'description'>;

/** One element of the document head besides `<title>`; the server serialises it, the browser creates it. */
export type HeadTag =
  | { readonly tag: 'meta' | 'link'; readonly attributes: Readonly<Record<string, string>> }
  | { readonly tag: 'script'; readonly attributes: Readonly<Record<string, string>>; readonly text: string };

function meta(key: 'name' | 'property', name: string, content: string): HeadTag {
  return { tag: 'meta', attributes: { [key]: name, content } };
}

/** JSON for a script block: `<` escaped so no string in it can close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Issue 6: description, robots, canonical, hreflang alternates, Open Graph, Twitter card and JSON-LD
 * for a page, from its head facts and the site origin.
 */
export function pageHeadTags(head: PageHead, origin: string): HeadTag[] {
  const tags: HeadTag[] = [];
  const languages = head.languages ?? ROUTED_LANGUAGES;
  const url = canonicalUrl(origin, head.canonicalLanguage ?? head.language, head.path);
  if (head.description !== undefined) tags.push(meta('name', 'description', head.description));
  if (head.indexable) {
    tags.push({ tag: 'link', attributes: { rel: 'canonical', href: url } });
    for (const link of hreflangLinks(origin, head.path, languages)) tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang: link.hreflang, href: link.href } });
  } else {
    tags.push(meta('name', 'robots', 'noindex'));
  }
  for (const feed of head.feeds ?? []) tags.push({ tag: 'link', attributes: { rel: 'alternate', type: 'application/rss+xml', title: feed.title, href: absoluteUrl(origin, feed.href) } });
  const image: ShareImage = head.image ?? DEFAULT_SHARE_IMAGE;
  const imageUrl = absoluteUrl(origin, image.url);
  tags.push(
    meta('property', 'og:site_name', BRAND_NAME),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    ...(head.description === undefined ? [] : [meta('property', 'og:description', head.description)]),
    ...(head.indexable ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:locale', ogLocale(head.language)),
    ...(head.indexable ? languages.filter((language) => language !== head.language).map((language) => meta('property', 'og:locale:alternate', ogLocale(language))) : []),
    meta('property', 'og:image', imageUrl),
    ...(image.width === undefined ? [] : [meta('property', 'og:image:width', String(image.width))]),
    ...(image.height === undefined ? [] : [meta('property', 'og:image:height', String(image.height))]),
    ...(image.alt === undefined ? [] : [meta('property', 'og:image:alt', image.alt)]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    ...(head.description === undefined ? [] : [meta('name', 'twitter:description', head.description)]),
    meta('name', 'twitter:image', imageUrl),
  );
  for (const data of head.structuredData ?? []) tags.push({ tag: 'script', attributes: { type: 'application/ld+json' }, text: jsonLdText(data) });
  return tags;
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The marker on every head element the site manages, so client navigation can replace exactly those. */
export const MANAGED_HEAD_ATTRIBUTE = 'data-head';

/** Serialises head tags for the prerendered HTML. */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      const attributes = Object.entries(tag.attributes)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      const open = `<${tag.tag} ${MANAGED_HEAD_ATTRIBUTE}${attributes}>`;
      return tag.tag === 'script' ? `${open}${tag.text}</script>` : open;
    })
    .join('');
}
