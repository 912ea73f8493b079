import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element: a `section` or `article` when the card has its own heading, an `li` in a list of cards. */
  readonly as?: 'div' | 'section' | 'article' | 'li' | 'aside';
  readonly padding?: 'sm' | 'md' | 'lg';
  /** `raised` floats on a shadow, `subtle` sits flat on a tint, `highlight` is outlined in the brand colour. */
  readonly tone?: 'default' | 'raised' | 'subtle' | 'highlight';
  readonly children: ReactNode;
};

/** A surface with padding and rounded corners: the box that plans, account panels and forms sit in. */
export function Card({ as: Element = 'div', padding = 'md', tone = 'default', className, children, ...native }: CardProps) {
  const classes = ['card', padding === 'md' ? '' : `card--${padding}`, tone === 'default' ? '' : `card--${tone}`, className ?? ''].filter(Boolean).join(' ');
  return (
    <Element {...native} className={classes}>
      {children}
    </Element>
  );
}
