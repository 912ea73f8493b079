import type { MessageDescriptor } from '@lingui/core';

export type StatementSection = {
  readonly id: string;
  readonly heading: MessageDescriptor;
  readonly paragraphs: readonly MessageDescriptor[];
  readonly items?: readonly MessageDescriptor[];
  /** An address to write to, shown as a mail link under the paragraphs. */
  readonly email?: string;
};

/** The statement as a readable document: one section per heading. */
export function AccessibilityStatementView({ sections, render }: { readonly sections: readonly StatementSection[]; readonly render: (message: MessageDescriptor) => string }) {
  return (
    <div className="statement">
      {sections.map((section) => (
        <section key={section.id} className="statement__section" aria-labelledby={`statement-${section.id}`}>
          <h2 id={`statement-${section.id}`} className="statement__heading">
            {render(section.heading)}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.id}>{render(paragraph)}</p>
          ))}
          {section.items === undefined ? null : (
            <ul className="statement__list">
              {section.items.map((item) => (
                <li key={item.id}>{render(item)}</li>
              ))}
            </ul>
          )}
          {section.email === undefined ? null : (
            <p className="statement__contact">
              <a href={`mailto:${section.email}`}>{section.email}</a>
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
