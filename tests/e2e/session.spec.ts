import { expect, test } from '@playwright/test';
import { anonymousAccount } from './support/api.ts';

// SPEC §8 / issue 5: code 50008 asks whether to log in again; confirming clears the session and reloads.
test('a 50008 shows the log-in-again question; confirming signs the visitor out', async ({ page, context, request }) => {
  const token = await anonymousAccount(request);
  await context.addCookies([{ name: 'token', value: token, url: test.info().project.use.baseURL ?? '' }]);
  await request.post('/sandbox/faults', { data: { path: '/api/mms/account/v1/web/user_info', status: 400, code: 50008, msg: 'Signed in elsewhere', times: 1, token } });
  try {
    await page.goto('/pricing');
    const question = page.getByRole('dialog', { name: 'Confirm logout' });
    await expect(question).toContainText('You have been logged out, you can cancel to stay on this page, or log in again');
    await question.getByRole('button', { name: 'Log in again' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')?.value ?? '').toBe('');
  } finally {
    await request.delete('/sandbox/faults');
  }
});
