import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './content-blocks.css';

/**
 * Building blocks the content pages (download, servers, social media) share. They hold no text of their
 * own: headings and labels come translated from the page.
 */

/** A card whose whole surface follows its heading's link; the link text stays the card's name. */
export function LinkCard({ href, title, icon, children }: { href: string; title: string; icon?: ReactNode; children?: ReactNode }) {
  return (
    <li className="link-card">
      {icon}
      <h3 className="link-card__title">
        <Link to={href}>{title}</Link>
      </h3>
      {children}
    </li>
  );
}

/** A titled row of pill links to sibling pages ("Other devices", "Other locations"). */
export function PillLinks({ id, heading, links }: { id: string; heading: string; links: readonly { href: string; label: ReactNode }[] }) {
  return (
    <nav className="pill-links" aria-labelledby={id}>
      <h2 id={id} className="pill-links__heading">
        {heading}
      </h2>
      <ul className="pill-links__list">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The dark closing panel with a heading, a sentence and its actions. */
export function CtaPanel({ heading, children, actions }: { heading: ReactNode; children: ReactNode; actions: ReactNode }) {
  return (
    <aside className="cta-panel">
      <h2 className="cta-panel__heading">{heading}</h2>
      <p>{children}</p>
      <div className="cta-panel__actions">{actions}</div>
    </aside>
  );
}
