import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../icon/icon.view.tsx';
import { Modal } from '../modal/modal.view.tsx';
import './message-box.css';

export type MessageBoxModel = {
  readonly kind: 'confirm' | 'alert';
  readonly title: string;
  readonly message: string;
  /** `danger` when confirming removes something (unbind a device, remove an IP). */
  readonly tone?: 'default' | 'danger';
};

export type MessageBoxViewProps = {
  readonly box: MessageBoxModel | undefined;
  /** `running`: the box's callback is working, so OK shows its loading state (SPEC §2.2). */
  readonly state: 'open' | 'running';
  /** The last callback failed: the box stays open and says so. */
  readonly failed: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
};

/**
 * SPEC §2.2 message boxes: confirm (OK and Cancel) and alert (OK only), on the modal. The message-box machine
 * runs the callback and decides when the box closes; this view shows its state.
 *
 * An alert has nothing to cancel, so it has no close button and Escape acknowledges it like OK does; on a
 * confirm, the close button and Escape mean Cancel.
 */
export function MessageBoxView({ box, state, failed, onConfirm, onCancel }: MessageBoxViewProps) {
  const { t } = useLingui();
  const isConfirm = box?.kind === 'confirm';
  return (
    <Modal
      open={box !== undefined}
      role="alertdialog"
      title={box?.title}
      onClose={isConfirm ? onCancel : onConfirm}
      closable={isConfirm}
      confirm={{ label: t`OK`, onConfirm, loading: state === 'running', tone: box?.tone ?? 'default' }}
      {...(isConfirm ? { cancel: { label: t`Cancel`, onCancel } } : {})}
    >
      <p className="message-box__message">{box?.message}</p>
      {failed && (
        <p className="message-box__failed" role="alert">
          <Icon name="alert" size={18} />
          <span>
            <Trans>That did not work. Try again.</Trans>
          </span>
        </p>
      )}
    </Modal>
  );
}
