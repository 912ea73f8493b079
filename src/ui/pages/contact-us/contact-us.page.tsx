import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { TOKENS } from '../../../application/tokens.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { useInjection } from '../../di/container-context.tsx';
import { ContactView } from './contact-us.view.tsx';

const COPY: PageCopy = {
  title: msg`Contact us`,
  heading: msg`How can we help?`,
  description: msg`Send us a message and our support team will reply by email, usually within one business day.`,
};

export const copy = (): PageCopy => COPY;

export function Page() {
  const { heading, lead } = usePage(copy);
  const contact = useActorRef(useInjection(TOKENS.ContactMachine), { input: {} });
  const model = useSelector(contact, (snapshot) => ({
    form: snapshot.context.form,
    sending: snapshot.matches('sending'),
    ticketId: snapshot.context.ticketId,
    failure: snapshot.context.failure,
  }));
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      <ContactView
        model={model}
        onEdit={(field, value) => contact.send({ type: 'user.edit', field, value })}
        onSubmit={() => contact.send({ type: 'user.submit' })}
        onWriteAnother={() => contact.send({ type: 'user.writeAnother' })}
      />
    </>
  );
}
