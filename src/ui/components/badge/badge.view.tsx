import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon.view.tsx';
import './badge.css';

export type BadgeTone = 'brand' | 'accent' | 'success' | 'warn' | 'danger' | 'neutral';

/** A short label on a pill ("Save 59%", "Most popular", "Active"). The words carry the meaning; colour only adds to it. */
export function Badge({ tone = 'brand', icon, children }: { tone?: BadgeTone; icon?: IconName; children: ReactNode }) {
  return (
    <span className={`badge badge--${tone}`}>
      {icon !== undefined && <Icon name={icon} size="1.1em" />}
      {children}
    </span>
  );
}
