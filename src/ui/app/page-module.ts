import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { Language } from '../../domain/index.ts';
import type { FaqItem } from '../components/faq/faq-list.view.tsx';

export type PageContext = {
  readonly routeName: string;
  readonly params: Readonly<Record<string, string | undefined>>;
};

/** What a page's `data` receives: the route, the visitor's language and the query (`?page=`, `?q=`). */
export type PageDataContext = PageContext & { readonly language: Language; readonly query: URLSearchParams };

/** A `<link>` in the head: a canonical URL, a feed (`alternate`, `application/rss+xml`). */
export type HeadLink = { readonly rel: string; readonly href: string; readonly type?: string; readonly title?: string };

/** What a page's `head` receives: the route, the active catalogues and what `data` loaded. */
export type PageHeadContext = PageDataContext & { readonly i18n: I18n; readonly data: unknown };

/** What every page says about itself: the document title, its main heading, and a one-line summary. */
export type PageCopy = {
  readonly title: MessageDescriptor;
  readonly heading: MessageDescriptor;
  readonly description: MessageDescriptor;
};

/**
 * Head facts a page computes from its data (an article's own title and cover), on top of its copy.
 * `structuredData` holds JSON-LD objects written into the prerendered head.
 */
export type PageHeadExtras = {
  readonly title?: string;
  readonly description?: string;
  /** Absolute site path or URL of the share image (Open Graph, Twitter card). */
  readonly image?: string;
  readonly ogType?: 'website' | 'article';
  readonly structuredData?: readonly Readonly<Record<string, unknown>>[];
  /** Extra `<link>` elements: a canonical URL that differs from the page's own, RSS feeds. */
  readonly links?: readonly HeadLink[];
};

/** A lazily loaded page: its copy (read by the route loader for the document head) and its component. */
export type PageModule = {
  readonly copy: (context: PageContext) => PageCopy;
  readonly Page: ComponentType;
  /** The questions the page answers in a FaqList, for its FAQPage structured data. */
  readonly faq?: (context: PageContext) => readonly FaqItem[];
  /** Content the route loader fetches before rendering (blog indexes, an article), on the server and in the browser. */
  readonly data?: (context: PageDataContext) => Promise<unknown>;
  /** Head facts computed from the loaded data; see {@link PageHeadExtras}. */
  readonly head?: (context: PageHeadContext) => PageHeadExtras;
};
