import { describe, expect, it } from 'vitest';
import { checkedScriptUrl } from './trusted-script-url.ts';

describe('the script address policy (issue 16, Trusted Types)', () => {
  const base = 'http://127.0.0.1:8080/pricing';

  it("lets through the site's own scripts and https ones", () => {
    expect(checkedScriptUrl('/sandbox/recaptcha/api.js', base)).toBe('/sandbox/recaptcha/api.js');
    expect(checkedScriptUrl('https://www.google.com/recaptcha/api.js?render=k', base)).toBe('https://www.google.com/recaptcha/api.js?render=k');
  });

  it('refuses script addresses that are code or plain http elsewhere', () => {
    for (const url of ['javascript:alert(1)', 'data:text/javascript,alert(1)', 'http://evil.example/x.js', '//evil.example/x.js']) {
      expect(() => checkedScriptUrl(url, base), url).toThrow(TypeError);
    }
  });
});
