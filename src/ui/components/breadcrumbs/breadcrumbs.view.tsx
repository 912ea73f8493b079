import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './breadcrumbs.css';

export type Crumb = { readonly label: string; readonly href: string };

/**
 * The visible trail of a nested page (Download › Windows). The last crumb is the page itself, marked
 * `aria-current`. `label` is the navigation landmark's translated name; the text lives with the page.
 */
export function Breadcrumbs({ label, trail, current }: { readonly label: string; readonly trail: readonly Crumb[]; readonly current: string }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol className="breadcrumbs__list">
        {trail.map((crumb) => (
          <li key={crumb.href} className="breadcrumbs__item">
            <Link to={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li className="breadcrumbs__item">
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

/**
 * The dark page intro (the same classes as the shell's PageIntro) with a slot above the heading, where a
 * nested page puts its breadcrumbs.
 */
export function IntroWithTrail({ heading, lead, trail, children }: { heading: string; lead: string; trail?: ReactNode; children?: ReactNode }) {
  return (
    <section className="page-intro">
      <div className="page-intro__inner">
        {trail}
        <h1 className="page-intro__heading">{heading}</h1>
        <p className="page-intro__lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
