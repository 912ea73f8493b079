import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, IconButton } from '../button/button.view.tsx';
import './modal.css';

export type ModalConfirm = {
  readonly label: string;
  readonly onConfirm: () => void;
  /** The work the confirm started is running: the button shows a spinner and is busy and disabled. */
  readonly loading?: boolean;
  /** `danger` for an action that removes something (unbind a device, remove an IP). */
  readonly tone?: 'default' | 'danger';
};

export type ModalCancel = { readonly label: string; readonly onCancel: () => void };

export type ModalProps = {
  readonly open: boolean;
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** The visitor asked to close: the close button, Escape, or (with dismissOnBackdrop) a click outside. */
  readonly onClose: () => void;
  readonly confirm?: ModalConfirm;
  readonly cancel?: ModalCancel;
  /** Shows the close icon button in the header (default true). */
  readonly closable?: boolean;
  /** `sheet` turns the dialog into a bottom sheet on phones (< 768px). */
  readonly layout?: 'centred' | 'sheet';
  /** Closes on a click on the backdrop: for offers, never for a question that needs an answer. */
  readonly dismissOnBackdrop?: boolean;
  /** `alertdialog` for a message that interrupts (message boxes); the body then describes the dialog. */
  readonly role?: 'dialog' | 'alertdialog';
  readonly className?: string;
};

/** `<dialog>` methods are missing in jsdom (and very old browsers): fall back to the `open` attribute. */
function show(dialog: HTMLDialogElement) {
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function hide(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/**
 * SPEC §2.2 modal: title, close icon, confirm and cancel buttons with a loading state. Whether it is open is
 * the caller's state (`open`); the dialog only reports the visitor's wish to close through `onClose`.
 */
export function Modal({ open, title, children, onClose, confirm, cancel, closable = true, layout = 'centred', dismissOnBackdrop = false, role = 'dialog', className }: ModalProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const openProp = useRef(open);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    openProp.current = open;
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      show(dialog);
      // The least destructive action gets focus first (a confirm's Cancel). Without actions (an offer), the
      // panel does, so reading starts at the title instead of on the close button.
      (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>('.modal__panel'))?.focus();
    } else if (!open && dialog.open) {
      hide(dialog);
    }
  }, [open]);

  const autofocus = cancel !== undefined ? 'cancel' : confirm !== undefined ? 'confirm' : undefined;
  const classes = ['modal', layout === 'sheet' ? 'modal--sheet' : '', className ?? ''].filter(Boolean).join(' ');

  return (
    <dialog
      ref={ref}
      className={classes}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={role === 'alertdialog' ? bodyId : undefined}
      onCancel={(event) => {
        // Escape: the caller decides (it may be busy), so the browser must not close the dialog by itself.
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // Closed by the browser while the caller still has it open (a second Escape cannot be cancelled).
        if (openProp.current) onClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The panel fills the dialog, so a click on the dialog itself is a click on the backdrop.
        if (dismissOnBackdrop && pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal__panel" tabIndex={-1}>
        <div className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          {closable && <IconButton icon="close" label={t`Close`} onClick={onClose} />}
        </div>
        <div className="modal__body" id={bodyId}>
          {children}
        </div>
        {(confirm !== undefined || cancel !== undefined) && (
          <div className="modal__actions">
            {cancel !== undefined && (
              <Button variant="secondary" onClick={cancel.onCancel} data-autofocus={autofocus === 'cancel' || undefined}>
                {cancel.label}
              </Button>
            )}
            {confirm !== undefined && (
              <Button
                variant={confirm.tone === 'danger' ? 'danger' : 'primary'}
                loading={confirm.loading ?? false}
                onClick={confirm.onConfirm}
                data-autofocus={autofocus === 'confirm' || undefined}
              >
                {confirm.label}
              </Button>
            )}
          </div>
        )}
      </div>
    </dialog>
  );
}
