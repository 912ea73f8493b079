import { useLingui } from '@lingui/react/macro';
import { IconButton } from '../button/button.view.tsx';
import { Icon, type IconName } from '../icon/icon.view.tsx';
import './toast.css';

export type ToastTone = 'success' | 'warn' | 'error';
export type ToastModel = { readonly tone: ToastTone; readonly message: string };

const TONE_ICON: Record<ToastTone, IconName> = { success: 'success', warn: 'warning', error: 'alert' };

function ToastCard({ toast, onDismiss }: { toast: ToastModel; onDismiss: () => void }) {
  const { t } = useLingui();
  return (
    <div className={`toast toast--${toast.tone}`}>
      <span className="toast__icon">
        <Icon name={TONE_ICON[toast.tone]} size={18} />
      </span>
      <p className="toast__message">{toast.message}</p>
      <IconButton icon="close" label={t`Dismiss`} size="sm" onClick={onDismiss} />
    </div>
  );
}

/**
 * SPEC §2.2 toast (success, warn, error). The toast machine decides when it shows and hides (6000 ms, SPEC §9);
 * this view renders what it is given.
 *
 * Two live regions are always in the DOM, polite for success and warn, assertive for errors: a region has to
 * exist before its text changes to be announced, and switching one region's politeness as the text arrives is
 * announced unreliably, so each tone writes into a region that already has the right politeness.
 */
export function ToastView({ toast, onDismiss }: { toast: ToastModel | undefined; onDismiss: () => void }) {
  const urgent = toast?.tone === 'error';
  return (
    <div className="toast-region">
      <div role="status" aria-live="polite">
        {toast !== undefined && !urgent && <ToastCard toast={toast} onDismiss={onDismiss} />}
      </div>
      <div role="alert" aria-live="assertive">
        {toast !== undefined && urgent && <ToastCard toast={toast} onDismiss={onDismiss} />}
      </div>
    </div>
  );
}
