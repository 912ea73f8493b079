import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { useDocumentHead } from './document-head.ts';
import type { PageModule } from './page-module.ts';
import type { PageLoaderData } from './route-types.ts';

/** A page's loader data and its translated copy; keeps the document head in step. */
export function usePage(copyOf: PageModule['copy']) {
  const data = useLoaderData() as PageLoaderData;
  useDocumentHead({ ...data.head, language: data.language, title: data.title, description: data.description });
  const { i18n } = useLingui();
  const copy = copyOf({ routeName: data.routeName, params: data.params });
  return { data, heading: i18n._(copy.heading), lead: i18n._(copy.description) };
}

export function PageIntro({ heading, lead, children }: { heading: string; lead: string; children?: ReactNode }) {
  return (
    <section className="page-intro">
      <div className="page-intro__inner">
        <h1 className="page-intro__heading">{heading}</h1>
        <p className="page-intro__lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}

/** The page as this issue ships it: heading and summary from its copy. */
export function IntroPage({ copy }: { copy: PageModule['copy'] }) {
  const { heading, lead } = usePage(copy);
  return <PageIntro heading={heading} lead={lead} />;
}
