import { describe, expect, it } from 'vitest';
import { redactHref } from './redact-href.ts';

describe('redactHref', () => {
  it('keeps the page and its campaign and partner attribution parameters', () => {
    expect(redactHref('https://harbor.example/de/pricing?utm_source=news&utm_medium=mail&plan=1y')).toBe('https://harbor.example/de/pricing?utm_source=news&utm_medium=mail&plan=1y');
    expect(redactHref('https://harbor.example/?cjevent=c1&channel=ads&from=invite')).toBe('https://harbor.example/?cjevent=c1&channel=ads&from=invite');
    expect(redactHref('https://harbor.example/blog/more?page=2')).toBe('https://harbor.example/blog/more?page=2');
  });

  it('drops parameters that name or unlock the visitor, and anything that looks like an email', () => {
    expect(redactHref('https://harbor.example/resetpassword?email=ada%40example.com&x=1')).toBe('https://harbor.example/resetpassword');
    expect(redactHref('https://harbor.example/paystatus?order_id=ord_1&provider=ps&token=t')).toBe('https://harbor.example/paystatus?provider=ps');
    expect(redactHref('https://harbor.example/?utm_term=ada@example.com')).toBe('https://harbor.example/');
  });

  // Issue 16 finding 8: a deny-list lets through every parameter it did not foresee.
  it.each([
    ['a search query, which may hold whatever the visitor typed', 'https://harbor.example/blog/search?q=ada+lovelace+london'],
    ['a parameter whose name no list foresaw', 'https://harbor.example/?sid=8f2c91&phone=5550100&fullname=Ada'],
    ['a redirect target', 'https://harbor.example/login?redirect=%2Fmyaccount%3Fsecret%3D1'],
    ['an attribution-looking name that is not one', 'https://harbor.example/?utm_source_email=x'],
  ])('drops %s: only parameters on the allow-list leave', (_, href) => {
    expect(new URL(redactHref(href)).search).toBe('');
  });

  it('drops the fragment and credentials, and gives nothing for a malformed address', () => {
    expect(redactHref('https://user:secret@harbor.example/features#speed')).toBe('https://harbor.example/features');
    expect(redactHref('not a url')).toBe('');
  });
});
