import { Icon } from '../icon/icon.view.tsx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.view.tsx';
import './spinner.css';

export type SpinnerProps = {
  /** What is loading, for screen readers ("Loading plans"); without it the spinner is decorative (inside a busy button). */
  readonly label?: string;
  readonly size?: number | string;
};

/** A turning ring: loading in progress. With a label it is a polite status message. */
export function Spinner({ label, size = 20 }: SpinnerProps) {
  if (label === undefined) {
    return (
      <span className="spinner" aria-hidden="true">
        <Icon name="spinner" size={size} />
      </span>
    );
  }
  return (
    <span className="spinner" role="status">
      <Icon name="spinner" size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
