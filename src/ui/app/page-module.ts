import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import type { FaqItem } from '../components/faq/faq-list.view.tsx';

export type PageContext = {
  readonly routeName: string;
  readonly params: Readonly<Record<string, string | undefined>>;
};

/** What every page says about itself: the document title, its main heading, and a one-line summary. */
export type PageCopy = {
  readonly title: MessageDescriptor;
  readonly heading: MessageDescriptor;
  readonly description: MessageDescriptor;
};

/** A lazily loaded page: its copy (read by the route loader for the document head) and its component. */
export type PageModule = {
  readonly copy: (context: PageContext) => PageCopy;
  readonly Page: ComponentType;
  /** The questions the page answers in a FaqList, for its FAQPage structured data. */
  readonly faq?: (context: PageContext) => readonly FaqItem[];
};
