import { expect, test } from '@playwright/test';
import { expectHydrated } from './support/hydration.ts';

// Issue 5: the contact form validates, goes through the v3 challenge, and confirms with a ticket.
test('a visitor sends a message and gets a ticket number; missing fields are named first', async ({ page, request }) => {
  await page.goto('/contact-us');
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Tell us your name.')).toBeVisible();
  await expect(page.getByText('Write at least 10 characters so we can help.')).toBeVisible();

  const email = `contact-${Date.now()}@example.com`;
  await page.getByLabel(/^Your name/).fill('Ada');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Subject/).fill('Devices');
  await page.getByLabel('Message').fill('How many devices can I protect with one plan?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('ticket');

  const stored = (await (await request.get('/sandbox/contact.json')).json()) as { messages: { email: string }[] };
  expect(stored.messages.some((message) => message.email === email)).toBe(true);
});
