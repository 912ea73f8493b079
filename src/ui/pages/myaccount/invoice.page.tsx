import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Invoice } from '../../../application/account/orders.port.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { dateTimeFormat, displayNames, formatPrice, languageTag, localizedPath, numberFormat, type Language } from '../../../domain/index.ts';
import { useHydrated } from '../../app/hydrated.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy, PageModule } from '../../app/page-module.ts';
import { useInjection } from '../../di/container-context.tsx';
import { PROVIDER_LABELS } from '../../i18n/provider-labels.ts';
import { InvoiceView, type InvoiceDocumentModel, type InvoiceViewModel } from './invoice.view.tsx';

/** The invoice route's copy (issue 19); the myaccount page module serves the route. */
export const INVOICE_COPY: PageCopy = {
  title: msg`Invoice`,
  heading: msg`Invoice`,
  description: msg`Your order as the invoice records it: seller, buyer, items, amount and tax.`,
};

/**
 * The taxes an order records (server/sandbox/tax.ts) by their name in the page's language: "VAT" is "MwSt." in German.
 * A name the site does not know yet is shown as the API gives it rather than hidden.
 */
export const TAX_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  VAT: msg({ message: 'VAT', comment: 'Value added tax, as an invoice names it (e.g. MwSt., TVA, IVA)' }),
  GST: msg({ message: 'GST', comment: 'Goods and services tax (Australia, Canada), as an invoice names it' }),
  JCT: msg({ message: 'Consumption tax', comment: "Japan's consumption tax (JCT), as an invoice names it" }),
};

/** A tax's name in the page's language; one the site does not know, as the API gives it. */
export function localTaxName(i18n: I18n, name: string): string {
  const known = TAX_NAMES[name];
  return known ? i18n._(known) : name;
}

/** Every value of the invoice in the page's language: dates, money, rates, country, provider and tax names. */
function documentModel(invoice: Invoice, localeTag: string, i18n: I18n): InvoiceDocumentModel {
  const money = (amount: number) => formatPrice(amount, invoice.currency, localeTag);
  const country = (code: string) => displayNames(localeTag, { type: 'region', fallback: 'code' }).of(code) ?? code;
  const percent = numberFormat(localeTag, { style: 'percent', maximumFractionDigits: 2 });
  return {
    orderId: invoice.id,
    date: dateTimeFormat(localeTag, { dateStyle: 'long' }).format(invoice.createdAt),
    status: invoice.status,
    trial: invoice.trialDays > 0,
    provider: i18n._(PROVIDER_LABELS[invoice.provider]),
    seller: { name: invoice.seller.name, addressLines: invoice.seller.addressLines, country: country(invoice.seller.countryCode), vatId: invoice.seller.vatId },
    buyer: { email: invoice.buyerEmail, country: country(invoice.buyerCountryCode) },
    items: invoice.items.map((item) => ({ plan: item.planMonths === undefined ? { name: item.planName } : { months: item.planMonths }, quantity: item.quantity, amount: money(item.amount) })),
    net: money(invoice.netAmount),
    taxLines: invoice.taxLines.map((line) => ({ name: localTaxName(i18n, line.name), rate: percent.format(line.ratePercent / 100), amount: money(line.amount) })),
    total: money(invoice.amount),
    currency: invoice.currency,
  };
}

function InvoiceOf({ orderId, language }: { readonly orderId: string; readonly language: Language }) {
  const { i18n } = useLingui();
  const localeTag = languageTag(language);
  const invoice = useActorRef(useInjection(TOKENS.InvoiceMachine), { input: { orderId } });
  const model = useSelector(invoice, (snapshot): InvoiceViewModel => {
    const loaded = snapshot.context.invoice;
    if (snapshot.matches('ready') && loaded !== undefined) return { status: 'ready', invoice: documentModel(loaded, localeTag, i18n) };
    return { status: snapshot.matches('notFound') ? 'notFound' : snapshot.matches('failed') ? 'failed' : 'loading' };
  });
  return (
    <InvoiceView
      model={model}
      accountHref={localizedPath(language, '/myaccount')}
      onPrint={() => invoice.send({ type: 'user.print' })}
      onRetry={() => invoice.send({ type: 'user.retry' })}
    />
  );
}

/** /myaccount/invoices/{orderId} (issue 19): the auth guard sends signed-out visitors to /login; the invoice loads in the browser. */
export function InvoicePage({ copy }: { readonly copy: PageModule['copy'] }) {
  const { heading, lead, data } = usePage(copy);
  const hydrated = useHydrated();
  const orderId = data.params['orderId'] ?? '';
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      {hydrated ? <InvoiceOf key={orderId} orderId={orderId} language={data.language} /> : null}
    </>
  );
}
