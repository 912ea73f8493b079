import { createElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ArticleElement, ArticleNode } from './blog-data.types.ts';

/** HTML attribute names in the article tree → React's prop names. */
const PROP_NAMES: Readonly<Record<string, string>> = { class: 'className', tabindex: 'tabIndex', start: 'start' };
const BOOLEAN_ATTRIBUTES = new Set(['disabled', 'checked']);

function props(attrs: Readonly<Record<string, string>> = {}, omit?: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(attrs).filter(([name]) => name !== omit).map(([name, value]) => {
      if (BOOLEAN_ATTRIBUTES.has(name)) return [name === 'checked' ? 'defaultChecked' : name, true];
      return [PROP_NAMES[name] ?? name, name === 'start' ? Number(value) : value];
    }),
  );
}

function renderNode(node: ArticleNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  return <ArticleElementView key={key} element={node} />;
}

function ArticleElementView({ element }: { element: ArticleElement }): ReactNode {
  const children = element.children?.map(renderNode);
  const href = element.attrs?.['href'];
  // The site's own pages open in the app, like every other link of the site.
  if (element.tag === 'a' && href?.startsWith('/')) {
    return (
      <Link {...props(element.attrs, 'href')} to={href}>
        {children}
      </Link>
    );
  }
  return createElement(element.tag, props(element.attrs), ...(children ?? []));
}

/** An article's body (issue 6 blog): the element tree the blog build made from the Markdown, as React elements. */
export function ArticleBody({ body }: { body: readonly ArticleNode[] }) {
  return <div className="prose">{body.map(renderNode)}</div>;
}
