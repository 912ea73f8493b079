// The sandbox's overlay payment providers (rz, pd), served as /sandbox/providers/{rz|pd}.js. It defines
// window.SandboxPay.open({ orderId, onComplete, onDismiss }): a modal with the hosted page's four choices.
// Approve, Decline and Leave pending call onComplete(status); Cancel, the close button, Escape and a click
// outside call onDismiss(). No inline style: sandbox.css is linked once (the site's CSP allows only 'self').
(() => {
  const current = document.currentScript;
  const scriptUrl = new URL(current && current.src ? current.src : '/sandbox/providers/rz.js', location.href);
  const origin = scriptUrl.origin;
  const CHOICES = [
    { decision: 'approve', label: 'Approve' },
    { decision: 'decline', label: 'Decline' },
    { decision: 'cancel', label: 'Cancel' },
    { decision: 'pending', label: 'Leave pending' },
  ];

  const ensureStylesheet = () => {
    if (document.querySelector('link[data-sandbox-stylesheet]')) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `${origin}/sandbox/assets/sandbox.css`;
    link.setAttribute('data-sandbox-stylesheet', '');
    document.head.appendChild(link);
  };

  const element = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const orderPath = (orderId) => `${origin}/sandbox/checkout/${encodeURIComponent(orderId)}`;

  const open = ({ orderId, onComplete, onDismiss } = {}) => {
    if (typeof orderId !== 'string' || orderId === '') throw new Error('SandboxPay.open needs an orderId.');
    ensureStylesheet();
    const previousFocus = document.activeElement;
    const backdrop = element('div', 'sandbox-overlay');
    const dialog = element('div', 'sandbox-dialog');
    const titleId = `sandbox-pay-title-${Math.random().toString(36).slice(2)}`;
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', titleId);
    const title = element('h2', '', 'Sandbox payment');
    title.id = titleId;
    const summary = element('p', '', 'Loading the order…');
    const error = element('p', 'sandbox-dialog__error');
    error.setAttribute('role', 'alert');
    const close = element('button', 'sandbox-dialog__close', '×');
    close.type = 'button';
    close.setAttribute('aria-label', 'Close');
    const actions = element('div', 'sandbox-actions');
    const buttons = CHOICES.map(({ decision, label }) => {
      const button = element('button', `sandbox-button sandbox-button--${decision}`, label);
      button.type = 'button';
      button.dataset.decision = decision;
      actions.appendChild(button);
      return button;
    });
    dialog.append(close, title, summary, actions, error);
    backdrop.appendChild(dialog);
    document.body.appendChild(backdrop);

    let finished = false;
    const finish = (notify) => {
      if (finished) return;
      finished = true;
      document.removeEventListener('keydown', onKeydown, true);
      backdrop.remove();
      if (previousFocus instanceof HTMLElement) previousFocus.focus();
      notify();
    };
    const dismiss = () => finish(() => onDismiss?.());
    const onKeydown = (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        dismiss();
      }
    };
    document.addEventListener('keydown', onKeydown, true);
    close.addEventListener('click', dismiss);
    backdrop.addEventListener('click', (event) => {
      if (event.target === backdrop) dismiss();
    });

    const setBusy = (busy) => {
      for (const button of buttons) button.disabled = busy;
    };

    const decide = async (decision) => {
      setBusy(true);
      error.textContent = '';
      try {
        const response = await fetch(`${orderPath(orderId)}/${decision}`, { method: 'POST', headers: { Accept: 'application/json' }, credentials: 'omit' });
        const body = await response.json();
        if (!response.ok) throw new Error(body && typeof body.msg === 'string' ? body.msg : `The sandbox answered ${response.status}.`);
        if (decision === 'cancel') dismiss();
        else finish(() => onComplete?.(body.status));
      } catch (failure) {
        error.textContent = failure instanceof Error ? failure.message : String(failure);
        setBusy(false);
      }
    };
    for (const button of buttons) button.addEventListener('click', () => decide(button.dataset.decision));

    setBusy(true);
    fetch(orderPath(orderId), { headers: { Accept: 'application/json' }, credentials: 'omit' })
      .then(async (response) => {
        const body = await response.json();
        if (!response.ok) throw new Error(body && typeof body.msg === 'string' ? body.msg : `The sandbox answered ${response.status}.`);
        title.textContent = `Pay with ${body.provider_name}`;
        summary.textContent = `${body.plan_name}: ${body.amount_display} (order ${body.order_id}, ${body.status})`;
        setBusy(body.status !== 'pending');
        if (body.status !== 'pending') error.textContent = `This payment is already ${body.status}.`;
        buttons[0].focus();
      })
      .catch((failure) => {
        summary.textContent = '';
        error.textContent = failure instanceof Error ? failure.message : String(failure);
      });
    close.focus();
  };

  window.SandboxPay = { open };
})();
