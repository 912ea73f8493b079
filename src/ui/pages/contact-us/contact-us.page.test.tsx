import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderPage } from '../../../../tests/support/render-page.tsx';
import type { ContactMessage } from '../../../application/account/account.port.ts';
import { contactMachine } from '../../../application/account/contact.machine.ts';
import type { ApiOutcome } from '../../../application/ports/api-outcome.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { Page } from './contact-us.page.tsx';

type Answer = () => Promise<ApiOutcome<{ readonly ticketId: string }>>;

const MESSAGE: ContactMessage = { name: 'Ada', email: 'ada@example.com', subject: 'Devices', message: 'How many devices can I protect with one plan?' };

function renderContact(answer: Answer = async () => ({ kind: 'ok', value: { ticketId: 'T-1042' } })) {
  const send = vi.fn(answer);
  const container = new Container();
  container.bind(TOKENS.ContactMachine).toConstantValue(contactMachine.provide({ actors: { send: fromPromise<ApiOutcome<{ readonly ticketId: string }>, ContactMessage>(send) } }));
  const user = userEvent.setup({ delay: null });
  renderPage(Page, { container, url: '/contact-us' });
  const fields = {
    name: () => screen.getByRole('textbox', { name: 'Your name' }),
    email: () => screen.getByRole('textbox', { name: 'Email' }),
    subject: () => screen.getByRole('textbox', { name: 'Subject' }),
    message: () => screen.getByRole('textbox', { name: 'Message' }),
  };
  const write = async (message: Partial<ContactMessage>) => {
    for (const [field, value] of Object.entries(message) as [keyof ContactMessage, string][]) await user.type(fields[field](), value);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Send message' }));
  return { send, fields, write, submit, user };
}

describe('the contact page', () => {
  it('names every missing field on the field itself, and sends nothing', async () => {
    const { send, submit } = renderContact();
    await submit();
    for (const [name, description] of [
      ['Your name', 'Tell us your name.'],
      ['Email', 'Enter an email address like name@example.com.'],
      ['Subject', 'Add a short subject.'],
      ['Message', 'Write at least 10 characters so we can help.'],
    ] as const) {
      expect(screen.getByRole('textbox', { name, description })).toBeTruthy();
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('names a malformed email and a message too short, and nothing else', async () => {
    const { send, write, submit } = renderContact();
    await write({ ...MESSAGE, email: 'ada@', message: 'Help' });
    await submit();
    expect(screen.getByRole('textbox', { name: 'Email', description: 'Enter an email address like name@example.com.' })).toBeTruthy();
    expect(screen.getByText('Write at least 10 characters so we can help.')).toBeTruthy();
    expect(screen.queryByText('Tell us your name.')).toBeNull();
    expect(screen.queryByText('Add a short subject.')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    { failure: "the server's refusal", answer: async () => ({ kind: 'rejected', status: 400, code: 40000, message: 'The message is too long.' }) as const, words: 'The message is too long.' },
    { failure: 'too many messages', answer: async () => ({ kind: 'rateLimited', retryAfterSeconds: 300 }) as const, words: 'You have sent several messages in a short time. Please wait a few minutes; your text is still here.' },
    { failure: 'a broken connection', answer: () => Promise.reject(new TypeError('Failed to fetch')), words: 'Your message could not be sent. Check your connection and try again; your text is still here.' },
  ] satisfies { failure: string; answer: Answer; words: string }[])('keeps every word typed after $failure, and says what happened', async ({ answer, words }) => {
    const { fields, write, submit } = renderContact(answer);
    await write(MESSAGE);
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(words);
    expect([fields.name(), fields.email(), fields.subject(), fields.message()].map((field) => (field as HTMLInputElement).value)).toEqual(Object.values(MESSAGE));
  });

  it('sends the trimmed message, shows the ticket, and offers a fresh form that keeps the email', async () => {
    const { send, fields, write, submit, user } = renderContact();
    await write({ ...MESSAGE, name: ' Ada ' });
    await submit();
    expect((await screen.findByRole('status')).textContent).toContain('(ticket T-1042)');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ input: MESSAGE }));
    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(fields.message()).toHaveProperty('value', '');
    expect(fields.email()).toHaveProperty('value', MESSAGE.email);
  });
});
