import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { IntroPage } from '../../app/page-frame.tsx';
import type { PageContext, PageCopy } from '../../app/page-module.ts';

const BLOG_COPY: PageCopy = {
  title: msg`Blog`,
  heading: msg`The Harbor VPN blog`,
  description: msg`Guides, news and research on online privacy, security and getting the most out of your VPN.`,
};

const CATEGORY_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  privacy: msg`Privacy`,
  security: msg`Security`,
  streaming: msg`Streaming`,
  guides: msg`Guides`,
};

function categoryCopy(category: string): PageCopy {
  const name = CATEGORY_NAMES[category] ?? msg`Articles`;
  return {
    title: name,
    heading: name,
    description: msg`All our articles in this category, newest first.`,
  };
}

export const copy = ({ routeName, params }: PageContext): PageCopy => {
  switch (routeName) {
    case 'blog-category':
      return categoryCopy(params['category'] ?? '');
    case 'blog-more':
      return { title: msg`All articles`, heading: msg`All articles`, description: msg`Every article we have published, newest first.` };
    case 'blog-search':
      return { title: msg`Search the blog`, heading: msg`Search the blog`, description: msg`Find guides and articles by any word they contain.` };
    case 'blog-tag': {
      const tag = params['tagId'] ?? '';
      return { title: msg`Articles tagged ${tag}`, heading: msg`Articles tagged ${tag}`, description: msg`Every article with this tag, newest first.` };
    }
    default:
      return BLOG_COPY;
  }
};

export function Page() {
  return <IntroPage copy={copy} />;
}
