import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import './faq-list.css';

/** One question a page answers; the same items feed the page's FAQPage structured data. */
export type FaqItem = {
  readonly question: MessageDescriptor;
  readonly answer: MessageDescriptor;
};

/**
 * Questions and answers as native disclosure widgets: keyboard and screen-reader friendly with no
 * script, and the answers stay in the prerendered HTML for search engines.
 */
export function FaqList({ heading, items }: { readonly heading: string; readonly items: readonly FaqItem[] }) {
  const { i18n } = useLingui();
  return (
    <section className="faq" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="faq__heading">
        {heading}
      </h2>
      <div className="faq__items">
        {items.map((item) => (
          <details key={item.question.id} className="faq__item">
            <summary className="faq__question">{i18n._(item.question)}</summary>
            <p className="faq__answer">{i18n._(item.answer)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
