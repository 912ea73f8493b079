import { assign, setup } from 'xstate';
import { contactProblems, type ContactField } from '../../domain/index.ts';
import { unprovided } from '../machines/unprovided.ts';
import type { ApiOutcome } from '../ports/api-outcome.ts';
import type { ContactMessage } from './account.port.ts';
import { lazyMachine } from '../lazy-machine.ts';

export type ContactFailure =
  | { readonly kind: 'invalid'; readonly fields: readonly ContactField[] }
  | { readonly kind: 'rejected'; readonly message: string }
  | { readonly kind: 'rateLimited' }
  | { readonly kind: 'unavailable' };

export type ContactContext = { form: ContactMessage; failure: ContactFailure | undefined; ticketId: string | undefined };
export type ContactEvent = { type: 'user.edit'; field: ContactField; value: string } | { type: 'user.submit' } | { type: 'user.writeAnother' };

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

/**
 * /contact-us (SPEC §7 contact_us, a plain call: spam is held by the API's rate limits): validated in the browser with
 * the API's own limits, nothing typed is lost on an error.
 */
export const contactMachine = lazyMachine(() =>
  setup({
    types: { context: {} as ContactContext, events: {} as ContactEvent, input: {} as { email?: string | undefined } },
    actors: { send: unprovided<ApiOutcome<{ readonly ticketId: string }>, ContactMessage>('send') },
    guards: { valid: ({ context }) => contactProblems(context.form).length === 0 },
  }).createMachine({
    id: 'contact',
    description: 'The contact form.',
    context: ({ input }) => ({ form: { ...EMPTY, email: input.email ?? '' }, failure: undefined, ticketId: undefined }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          'user.edit': { actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }) },
          'user.submit': [
            { guard: 'valid', target: 'sending', actions: assign({ failure: undefined }) },
            { actions: assign({ failure: ({ context }) => ({ kind: 'invalid', fields: contactProblems(context.form) }) }), description: 'fields missing or malformed' },
          ],
        },
      },
      sending: {
        invoke: {
          id: 'send',
          src: 'send',
          input: ({ context }) => ({ name: context.form.name.trim(), email: context.form.email.trim(), subject: context.form.subject.trim(), message: context.form.message.trim() }),
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'ok',
              target: 'sent',
              description: 'sent',
              actions: assign({ ticketId: ({ event }) => (event.output.kind === 'ok' ? event.output.value.ticketId : undefined) }),
            },
            {
              target: 'editing',
              actions: assign({
                failure: ({ event }): ContactFailure =>
                  event.output.kind === 'rejected'
                    ? { kind: 'rejected', message: event.output.message }
                    : event.output.kind === 'rateLimited'
                      ? { kind: 'rateLimited' }
                      : { kind: 'unavailable' },
              }),
            },
          ],
          onError: { target: 'editing', actions: assign({ failure: { kind: 'unavailable' } }) },
        },
      },
      sent: {
        description: 'Confirmed with a ticket number.',
        on: { 'user.writeAnother': { target: 'editing', actions: assign(({ context }) => ({ form: { ...EMPTY, email: context.form.email }, ticketId: undefined })) } },
      },
    },
  }),
);
