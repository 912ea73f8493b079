import { describe, expect, it } from 'vitest';
import { onDemandPatterns } from './nginx-config.ts';

/** nginx's `~*` map key as JavaScript reads it (the subset used here reads the same in PCRE). */
const asRegExp = (pattern: string) => new RegExp(pattern.replace(/^~\*/, ''), 'i');

describe('the addresses nginx hands to the renderer (issue 19)', () => {
  const [invoice, ...others] = onDemandPatterns().map(asRegExp);

  it('is every address of an invoice, in every language and any case, and nothing around it', () => {
    expect(others).toEqual([]);
    for (const uri of ['/myaccount/invoices/ord_1:', '/ar/myaccount/invoices/ord_1:', '/PT/MyAccount/Invoices/ord_1:lang=x']) expect(invoice?.test(uri), uri).toBe(true);
    for (const uri of ['/myaccount:', '/myaccount/invoices:', '/myaccount/invoices/:', '/myaccount/invoices/a/b:', '/xx/myaccount/invoices/ord_1:']) expect(invoice?.test(uri), uri).toBe(false);
  });
});
