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

/** What a page's `head` receives: the route, the active catalogues, what `data` loaded, and the site origin for absolute URLs. */
export type PageHeadContext = PageDataContext & { readonly i18n: I18n; readonly data: unknown; readonly origin: string };

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
  /** The share image's pixel size, written as og:image:width/height. */
  readonly imageSize?: { readonly width: number; readonly height: number };
  /** The languages the page exists in (an article written in some only); all routed languages when absent. */
  readonly languages?: readonly Language[];
  readonly ogType?: 'website' | 'article';
  readonly structuredData?: readonly Readonly<Record<string, unknown>>[];
  /** The language whose URL is canonical when it is not the page's own (an article shown in its English original). */
  readonly canonicalLanguage?: Language;
  /** Feeds the page advertises, as site paths. */
  readonly feeds?: readonly { readonly href: string; readonly title: string }[];
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
