import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { dateTimeFormat, type Language, languageTag, numberFormat } from '../../../domain/index.ts';
import './legal-document.css';

/** One block of a legal section: a paragraph, a list, a link to another page, or a live part the page supplies. */
export type LegalBlock =
  | { readonly kind: 'paragraph'; readonly text: MessageDescriptor }
  | { readonly kind: 'list'; readonly items: readonly MessageDescriptor[] }
  | { readonly kind: 'link'; readonly text: MessageDescriptor; readonly href: (language: Language) => string }
  | { readonly kind: 'slot'; readonly name: string };

/** A numbered section of a legal document; its id is the anchor the table of contents links to. */
export type LegalSection = {
  readonly id: string;
  readonly heading: MessageDescriptor;
  readonly blocks: readonly LegalBlock[];
};

export const paragraph = (text: MessageDescriptor): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: MessageDescriptor[]): LegalBlock => ({ kind: 'list', items });
export const pageLinkBlock = (text: MessageDescriptor, href: (language: Language) => string): LegalBlock => ({ kind: 'link', text, href });
export const slot = (name: string): LegalBlock => ({ kind: 'slot', name });

/** All four documents took effect together (issue 6 decision: 1 November 2025). */
export const LEGAL_EFFECTIVE_DATE = '2025-11-01';

/** The effective date in the visitor's language; UTC so the day never shifts with the server's zone. */
export function formatLegalDate(language: Language, isoDate: string = LEGAL_EFFECTIVE_DATE): string {
  return dateTimeFormat(languageTag(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * The document's fixed labels, written by the page that shows it (each page key has its own catalogue);
 * `effective` and `updated` take the formatted date as `{date}`.
 */
export type LegalLabels = {
  readonly contents: MessageDescriptor;
  readonly effective: MessageDescriptor;
  readonly updated: MessageDescriptor;
  readonly backToTop: MessageDescriptor;
};

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Plain text with the e-mail addresses as mailto links, so no message needs markup. */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(EMAIL).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={`mailto:${part}`} dir="ltr">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export type LegalDocumentViewProps = {
  readonly language: Language;
  readonly sections: readonly LegalSection[];
  readonly labels: LegalLabels;
  /** Live parts named by `slot` blocks (the cookie table, the consent panel). */
  readonly slots?: Readonly<Record<string, ReactNode>>;
};

/** A legal document: dates, a table of contents, numbered sections with anchors; print-friendly. */
export function LegalDocumentView({ language, sections, labels, slots = {} }: LegalDocumentViewProps) {
  const { i18n } = useLingui();
  const number = numberFormat(languageTag(language));
  const date = formatLegalDate(language);
  return (
    <div className="legal-document">
      <p className="legal-document__dates">
        <span>{i18n._({ ...labels.effective, values: { date } })}</span>
        <span>{i18n._({ ...labels.updated, values: { date } })}</span>
      </p>
      <nav className="legal-document__toc" aria-labelledby="legal-toc-heading">
        <h2 id="legal-toc-heading" className="legal-document__toc-heading">
          {i18n._(labels.contents)}
        </h2>
        <ol className="legal-document__toc-list">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>
                <span className="legal-document__number">{number.format(index + 1)}.</span> {i18n._(section.heading)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="legal-document__body">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} className="legal-document__section" aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`} className="legal-document__heading">
              <span className="legal-document__number">{number.format(index + 1)}.</span> {i18n._(section.heading)}
            </h2>
            {section.blocks.map((block, blockIndex) => {
              switch (block.kind) {
                case 'paragraph':
                  return (
                    <p key={blockIndex}>
                      <LinkedText text={i18n._(block.text)} />
                    </p>
                  );
                case 'list':
                  return (
                    <ul key={blockIndex} className="legal-document__list">
                      {block.items.map((item, itemIndex) => (
                        <li key={itemIndex}>
                          <LinkedText text={i18n._(item)} />
                        </li>
                      ))}
                    </ul>
                  );
                case 'link':
                  return (
                    <p key={blockIndex}>
                      <Link to={block.href(language)}>{i18n._(block.text)}</Link>
                    </p>
                  );
                case 'slot':
                  return <Fragment key={blockIndex}>{slots[block.name]}</Fragment>;
              }
            })}
            <p className="legal-document__top">
              <a href="#legal-toc-heading">{i18n._(labels.backToTop)}</a>
            </p>
          </section>
        ))}
      </div>
    </div>
  );
}
