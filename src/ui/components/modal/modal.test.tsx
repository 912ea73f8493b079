import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { Modal, type ModalProps } from './modal.view.tsx';

function renderModal(props: Partial<ModalProps> = {}) {
  const onClose = vi.fn();
  const view = renderWithI18n(
    <Modal open title="Remove this device?" onClose={onClose} {...props}>
      <p>It will be signed out.</p>
    </Modal>,
  );
  return { onClose, ...view };
}

describe('Modal', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a dialog named by its title heading', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Remove this device?' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Remove this device?' })).toBeTruthy();
    expect(screen.getByText('It will be signed out.')).toBeTruthy();
  });

  it('is not shown while closed', () => {
    renderModal({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to close from its close button', async () => {
    const { onClose } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks to close on Escape instead of closing by itself', () => {
    const { onClose } = renderModal();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('calls back from its confirm and cancel buttons, focusing cancel first', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderModal({ confirm: { label: 'Remove', onConfirm, tone: 'danger' }, cancel: { label: 'Keep it', onCancel } });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep it' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Remove' }).className).toContain('btn--danger');
  });

  it('shows the confirm button loading, busy and disabled', async () => {
    const onConfirm = vi.fn();
    renderModal({ confirm: { label: 'Remove', onConfirm, loading: true } });
    const confirm = screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(confirm.disabled).toBe(true);
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes on a backdrop click only when asked to, and never from a click inside', () => {
    const first = renderModal();
    fireEvent.pointerDown(screen.getByRole('dialog'));
    fireEvent.click(screen.getByRole('dialog'));
    expect(first.onClose).not.toHaveBeenCalled();
    first.unmount();

    const second = renderModal({ dismissOnBackdrop: true });
    fireEvent.pointerDown(screen.getByText('It will be signed out.'));
    fireEvent.click(screen.getByText('It will be signed out.'));
    expect(second.onClose).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('dialog'));
    fireEvent.click(screen.getByRole('dialog'));
    expect(second.onClose).toHaveBeenCalledTimes(1);
  });

  describe('where the browser has showModal', () => {
    function withNativeDialog() {
      const showModal = vi.fn(function (this: HTMLDialogElement) {
        this.setAttribute('open', '');
      });
      const close = vi.fn(function (this: HTMLDialogElement) {
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      });
      Object.assign(HTMLDialogElement.prototype, { showModal, close });
      return { showModal, close };
    }

    afterEach(() => {
      const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
      delete prototype.showModal;
      delete prototype.close;
    });

    it('opens modally and closes when the caller closes it, without reporting that close back', () => {
      const { showModal, close } = withNativeDialog();
      const { onClose, rerender } = renderModal();
      expect(showModal).toHaveBeenCalledTimes(1);
      rerender(
        <Modal open={false} title="Remove this device?" onClose={onClose}>
          <p>It will be signed out.</p>
        </Modal>,
      );
      expect(close).toHaveBeenCalledTimes(1);
      expect(onClose).not.toHaveBeenCalled();
    });

    it('reports a close the browser made while the caller still had it open', () => {
      withNativeDialog();
      const { onClose } = renderModal();
      (screen.getByRole('dialog') as HTMLDialogElement).close();
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });
});
