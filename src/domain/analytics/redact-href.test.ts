import { describe, expect, it } from 'vitest';
import { redactHref } from './redact-href.ts';

describe('redactHref', () => {
  it('keeps the page and its campaign parameters', () => {
    expect(redactHref('https://harbor.example/de/pricing?utm_source=news&plan=1y')).toBe('https://harbor.example/de/pricing?utm_source=news&plan=1y');
  });

  it('drops parameters that name or unlock the visitor, and anything that looks like an email', () => {
    expect(redactHref('https://harbor.example/resetpassword?email=ada%40example.com&x=1')).toBe('https://harbor.example/resetpassword?x=1');
    expect(redactHref('https://harbor.example/paystatus?order_id=ord_1&provider=ps&token=t')).toBe('https://harbor.example/paystatus?provider=ps');
    expect(redactHref('https://harbor.example/?ref=ada@example.com')).toBe('https://harbor.example/');
  });

  it('drops the fragment and credentials, and gives nothing for a malformed address', () => {
    expect(redactHref('https://user:secret@harbor.example/features#speed')).toBe('https://harbor.example/features');
    expect(redactHref('not a url')).toBe('');
  });
});
