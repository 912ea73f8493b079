import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon.view.tsx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

type Look = {
  readonly variant: ButtonVariant;
  readonly size?: ButtonSize | undefined;
  /** Fills the width of its container (phones, dialogs). */
  readonly block?: boolean | undefined;
};

/** The class list of a button look, for a router `<Link>` or another element that must look like a button. */
export function buttonClassName({ variant, size = 'md', block = false }: Look, extra?: string): string {
  return ['btn', `btn--${variant}`, size === 'md' ? '' : `btn--${size}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');
}

function Content({ icon, iconPosition, children }: { icon: IconName | undefined; iconPosition: 'start' | 'end'; children: ReactNode }) {
  return (
    <span className="btn__content">
      {icon !== undefined && iconPosition === 'start' && <Icon name={icon} size="1.125em" />}
      <span>{children}</span>
      {icon !== undefined && iconPosition === 'end' && <Icon name={icon} size="1.125em" />}
    </span>
  );
}

export type ButtonProps = Look &
  Omit<ComponentPropsWithRef<'button'>, 'children'> & {
    /** Shows a spinner, keeps the width, sets aria-busy and disables the button until the work ends. */
    readonly loading?: boolean;
    readonly icon?: IconName;
    readonly iconPosition?: 'start' | 'end';
    readonly children: ReactNode;
  };

/** A button. `type` defaults to "button": a form's submit button says `type="submit"`. */
export function Button({ variant, size, block, loading = false, icon, iconPosition = 'start', className, disabled, type = 'button', children, ...native }: ButtonProps) {
  return (
    <button
      {...native}
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={loading || disabled}
      aria-busy={loading || undefined}
    >
      <Content icon={icon} iconPosition={iconPosition}>
        {children}
      </Content>
      {loading && (
        <span className="btn__spinner" aria-hidden="true">
          <Icon name="spinner" size="1.25em" />
        </span>
      )}
    </button>
  );
}

export type ButtonLinkProps = Look &
  Omit<ComponentPropsWithRef<'a'>, 'children'> & {
    readonly href: string;
    readonly icon?: IconName;
    readonly iconPosition?: 'start' | 'end';
    readonly children: ReactNode;
  };

/** A link that looks like a button: for navigation (a CTA, a download), where a button would be the wrong element. */
export function ButtonLink({ variant, size, block, icon, iconPosition = 'start', className, children, ...native }: ButtonLinkProps) {
  return (
    <a {...native} className={buttonClassName({ variant, size, block }, className)}>
      <Content icon={icon} iconPosition={iconPosition}>
        {children}
      </Content>
    </a>
  );
}

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> & {
  readonly icon: IconName;
  /** The button's accessible name (translated): the icon alone says nothing to a screen reader. */
  readonly label: string;
  readonly size?: 'sm' | 'md';
};

/** A round icon-only button (close, dismiss, show password), named by `label`. */
export function IconButton({ icon, label, size = 'md', className, type = 'button', ...native }: IconButtonProps) {
  const classes = ['icon-btn', size === 'sm' ? 'icon-btn--sm' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button {...native} type={type} className={classes} aria-label={label}>
      <Icon name={icon} size={size === 'sm' ? 18 : 20} />
    </button>
  );
}
