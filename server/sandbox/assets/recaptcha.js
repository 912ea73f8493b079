// The sandbox's stand-in for Google's reCAPTCHA script (served as /sandbox/recaptcha/api.js). It has the
// real API's shape — ready, execute (v3), render (v2 checkbox), getResponse, reset — and its tokens come
// from this server, which verifies them on challenge-guarded calls. No inline style: the checkbox is
// styled by sandbox.css, which this script links once (the site's CSP allows only 'self').
(() => {
  const current = document.currentScript;
  const scriptUrl = new URL(current && current.src ? current.src : '/sandbox/recaptcha/api.js', location.href);
  const origin = scriptUrl.origin;
  // A v2 token is good for two minutes on the server; the widget unticks itself then, as Google's does.
  const TOKEN_LIFETIME_MS = 120000;

  const ensureStylesheet = () => {
    if (document.querySelector('link[data-sandbox-stylesheet]')) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `${origin}/sandbox/assets/sandbox.css`;
    link.setAttribute('data-sandbox-stylesheet', '');
    document.head.appendChild(link);
  };

  const fetchToken = async (version, action) => {
    const response = await fetch(`${origin}/sandbox/recaptcha/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ version, action: String(action || '').slice(0, 100) }),
      credentials: 'omit',
    });
    if (!response.ok) throw new Error(`The sandbox challenge service answered ${response.status}.`);
    const body = await response.json();
    if (typeof body.token !== 'string') throw new Error('The sandbox challenge service sent no token.');
    return body.token;
  };

  // Google accepts a function or the name of a global function for each callback.
  const invoke = (callback, ...args) => {
    const target = typeof callback === 'string' ? window[callback] : callback;
    if (typeof target === 'function') target(...args);
  };

  const widgets = new Map();
  let nextWidgetId = 0;

  const widgetFor = (widgetId) => (widgetId === undefined ? widgets.values().next().value : widgets.get(widgetId));

  const untick = (widget) => {
    clearTimeout(widget.timer);
    widget.timer = undefined;
    widget.token = '';
    widget.button.classList.remove('is-checked');
    widget.button.setAttribute('aria-checked', 'false');
  };

  const render = (container, parameters = {}) => {
    const element = typeof container === 'string' ? document.getElementById(container) : container;
    if (!(element instanceof HTMLElement)) throw new Error('reCAPTCHA placeholder element must be an element or id');
    ensureStylesheet();
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sandbox-recaptcha';
    button.setAttribute('role', 'checkbox');
    button.setAttribute('aria-checked', 'false');
    const box = document.createElement('span');
    box.className = 'sandbox-recaptcha__box';
    box.setAttribute('aria-hidden', 'true');
    const label = document.createElement('span');
    label.className = 'sandbox-recaptcha__label';
    label.textContent = "I'm not a robot";
    const brand = document.createElement('span');
    brand.className = 'sandbox-recaptcha__brand';
    brand.textContent = 'Sandbox reCAPTCHA';
    button.append(box, label, brand);

    const widget = { id: nextWidgetId++, button, token: '', timer: undefined, parameters };
    button.addEventListener('click', async () => {
      if (widget.token !== '' || button.disabled) return;
      button.disabled = true;
      button.setAttribute('aria-busy', 'true');
      try {
        const token = await fetchToken('v2', 'checkbox');
        widget.token = token;
        button.classList.add('is-checked');
        button.setAttribute('aria-checked', 'true');
        widget.timer = setTimeout(() => {
          untick(widget);
          invoke(parameters['expired-callback']);
        }, TOKEN_LIFETIME_MS);
        invoke(parameters.callback, token);
      } catch (error) {
        console.error(error);
        invoke(parameters['error-callback']);
      } finally {
        button.disabled = false;
        button.removeAttribute('aria-busy');
      }
    });
    element.appendChild(button);
    widgets.set(widget.id, widget);
    return widget.id;
  };

  const grecaptcha = {
    ready: (callback) => {
      setTimeout(callback, 0);
    },
    execute: (_siteKey, options = {}) => fetchToken('v3', options.action),
    render,
    getResponse: (widgetId) => widgetFor(widgetId)?.token ?? '',
    reset: (widgetId) => {
      const widget = widgetFor(widgetId);
      if (widget) untick(widget);
    },
  };
  window.grecaptcha = grecaptcha;

  // Google's ?onload=name calls that global once the API is there.
  const onload = scriptUrl.searchParams.get('onload');
  if (onload) setTimeout(() => invoke(onload), 0);
})();
