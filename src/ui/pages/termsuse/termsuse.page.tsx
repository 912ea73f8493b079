import { msg } from '@lingui/core/macro';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { LegalDocumentView, type LegalLabels } from '../policy/legal-document.view.tsx';
import { TERMS_OF_USE } from './termsuse.content.ts';

const COPY: PageCopy = {
  title: msg`Terms of use`,
  heading: msg`Terms of use`,
  description: msg`The rules for using our website, apps and free tools.`,
};

// The same labels as the policy documents, in this page key's own catalogue.
const LABELS: LegalLabels = { contents: msg`Contents`, effective: msg({ message: 'Effective date: {date}' }), updated: msg({ message: 'Last updated: {date}' }), backToTop: msg`Back to contents` };

export const copy = (): PageCopy => COPY;

export function Page() {
  const { heading, lead, data } = usePage(copy);
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <LegalDocumentView language={data.language} sections={TERMS_OF_USE} labels={LABELS} />
    </>
  );
}
