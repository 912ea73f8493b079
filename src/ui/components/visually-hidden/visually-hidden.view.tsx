import type { ReactNode } from 'react';
import './visually-hidden.css';

/** Text for screen readers only: status words next to icons, labels the layout shows by other means. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
