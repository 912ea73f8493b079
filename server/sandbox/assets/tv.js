// The sandbox's TV (issue 19), served as /sandbox/assets/tv.js for /sandbox/tv: it plays a device that signs in with a
// code (RFC 8628). It asks device_code for a code, shows it and the address to type it at, polls device_token at the
// interval it was given (five seconds more after each slow_down), and says who signed in, never the token.
(() => {
  const form = document.getElementById('tv-start');
  const screen = document.getElementById('tv-screen');
  const code = document.getElementById('tv-code');
  const address = document.getElementById('tv-address');
  const status = document.getElementById('tv-status');
  if (!form || !screen || !code || !address || !status) return;
  const CODES = { pending: 40014, slowDown: 40015, expired: 40016, denied: 40017, unknown: 40018 };
  let timer;

  const call = async (path, body) => {
    const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-App-Type': '501' }, body: JSON.stringify(body) });
    const json = await response.json().catch(() => ({}));
    return { ok: response.ok, json };
  };

  const say = (text, tone) => {
    status.textContent = text;
    status.dataset.tone = tone;
  };

  const poll = (deviceCode, interval, expiresAt) => {
    timer = setTimeout(async () => {
      if (Date.now() >= expiresAt) return say('The code expired. Get a new one.', 'error');
      try {
        const { ok, json } = await call('/api/mms/account/v1/device_token', { device_code: deviceCode });
        if (ok) {
          const user = json.value.user;
          return say(`Signed in as ${user.email ?? user.user_id}.`, 'success');
        }
        if (json.code === CODES.pending) return poll(deviceCode, interval, expiresAt);
        if (json.code === CODES.slowDown) return poll(deviceCode, interval + 5, expiresAt);
        if (json.code === CODES.expired) return say('The code expired or was already used. Get a new one.', 'error');
        if (json.code === CODES.denied) return say('Access was denied on the website.', 'error');
        return say(`The sign-in failed: ${json.msg ?? 'unknown error'}`, 'error');
      } catch {
        // No connection this time: a TV keeps trying at its interval.
        return poll(deviceCode, interval, expiresAt);
      }
    }, interval * 1000);
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearTimeout(timer);
    const data = new FormData(form);
    const { ok, json } = await call('/api/mms/account/v1/device_code', { device_name: String(data.get('device_name') ?? ''), platform: String(data.get('platform') ?? '') });
    if (!ok) return say(`No code: ${json.msg ?? 'unknown error'}`, 'error');
    const answer = json.value;
    code.textContent = answer.user_code;
    address.textContent = answer.verification_uri;
    address.href = answer.verification_uri_complete;
    screen.hidden = false;
    say('Waiting for you to approve this TV…', 'waiting');
    poll(answer.device_code, answer.interval, Date.now() + answer.expires_in * 1000);
  });
})();
