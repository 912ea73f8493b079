import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { BLOG_CATEGORIES, localizedPath, type Language } from '../../../domain/index.ts';
import { categoryLabel } from './blog-labels.ts';

/**
 * The blog layout (SPEC §2.2 layouts): every blog page — home, listings, search and articles — opens with the blog's own
 * navigation, so a reader deep in an article is one step from the blog's home, its categories and its search. Its styles
 * are in blog.css, which only blog pages carry.
 */
export function BlogBar({ language }: { language: Language }) {
  const { i18n } = useLingui();
  const blogHome = localizedPath(language, '/blog');
  return (
    <nav className="section-band blog-bar" aria-labelledby="blog-bar-title">
      <div className="section-band__inner">
        <NavLink id="blog-bar-title" className="blog-bar__home" to={blogHome} end>
          <Trans>Harbor VPN Blog</Trans>
        </NavLink>
        <ul className="blog-bar__links">
          {BLOG_CATEGORIES.map((category) => (
            <li key={category}>
              <NavLink to={localizedPath(language, `/blog/category/${category}`)}>{i18n._(categoryLabel(category))}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to={localizedPath(language, '/blog/search')}>
              <Trans>Search the blog</Trans>
            </NavLink>
          </li>
        </ul>
      </div>
    </nav>
  );
}
