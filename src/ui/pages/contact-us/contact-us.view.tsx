import { Trans, useLingui } from '@lingui/react/macro';
import type { ContactFailure } from '../../../application/account/contact.machine.ts';
import type { ContactField } from '../../../domain/index.ts';
import type { ContactMessage } from '../../../application/account/account.port.ts';
import { Button } from '../../components/button/button.view.tsx';
import { EmailField, FormAlert } from '../../components/form-field/account-fields.tsx';
import { TextField } from '../../components/form-field/form-field.view.tsx';
import '../login/login.css';
import './contact-us.css';

export type ContactViewModel = {
  readonly form: ContactMessage;
  readonly sending: boolean;
  readonly ticketId: string | undefined;
  readonly failure: ContactFailure | undefined;
};

export type ContactViewProps = {
  readonly model: ContactViewModel;
  readonly onEdit: (field: ContactField, value: string) => void;
  readonly onSubmit: () => void;
  readonly onWriteAnother: () => void;
};

/** SPEC §2.2 /contact-us: a validated form; a confirmation with the ticket number. */
export function ContactView({ model, onEdit, onSubmit, onWriteAnother }: ContactViewProps) {
  const { t } = useLingui();
  const invalid = new Set(model.failure?.kind === 'invalid' ? model.failure.fields : []);
  if (model.ticketId !== undefined) {
    const ticket = model.ticketId;
    return (
      <section className="login">
        <div className="login__form">
          <p role="status">
            <Trans>Thank you. Your message is on its way to our support team (ticket {ticket}). We reply by email, usually within one business day.</Trans>
          </p>
          <Button variant="secondary" onClick={onWriteAnother}>
            <Trans>Write another message</Trans>
          </Button>
        </div>
      </section>
    );
  }
  const { failure } = model;
  return (
    <section className="login">
      <form
        className="login__form contact__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <TextField label={t`Your name`} name="name" autoComplete="name" required value={model.form.name} onChange={(value) => onEdit('name', value)} errors={invalid.has('name') ? [t`Tell us your name.`] : []} />
        <EmailField value={model.form.email} onChange={(value) => onEdit('email', value)} invalid={invalid.has('email')} />
        <TextField label={t`Subject`} name="subject" required value={model.form.subject} onChange={(value) => onEdit('subject', value)} errors={invalid.has('subject') ? [t`Add a short subject.`] : []} />
        <label className="contact__label" htmlFor="contact-message">
          <Trans>Message</Trans>
        </label>
        <textarea
          id="contact-message"
          className="contact__message"
          name="message"
          rows={7}
          maxLength={5000}
          required
          aria-invalid={invalid.has('message')}
          aria-describedby={invalid.has('message') ? 'contact-message-error' : undefined}
          value={model.form.message}
          onChange={(event) => onEdit('message', event.target.value)}
        />
        {invalid.has('message') ? (
          <p id="contact-message-error" className="contact__error">
            <Trans>Write at least 10 characters so we can help.</Trans>
          </p>
        ) : null}
        {failure !== undefined && failure.kind !== 'invalid' ? (
          <FormAlert>
            {failure.kind === 'rejected' ? failure.message : null}
            {failure.kind === 'rateLimited' ? <Trans>You have sent several messages in a short time. Please wait a few minutes; your text is still here.</Trans> : null}
            {failure.kind === 'unavailable' ? <Trans>Your message could not be sent. Check your connection and try again; your text is still here.</Trans> : null}
          </FormAlert>
        ) : null}
        <Button variant="primary" type="submit" loading={model.sending}>
          <Trans>Send message</Trans>
        </Button>
      </form>
    </section>
  );
}
