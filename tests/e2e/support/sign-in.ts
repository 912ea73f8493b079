import { expect, type Page } from '@playwright/test';
import { expectHydrated } from './hydration.ts';

/** Signs in through /login as a visitor does: email, password, the v2 challenge box, Sign in. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await expectHydrated(page);
  await submitSignIn(page, email, password);
}

/** Fills in the sign-in form already on screen, ticks the box and submits. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('checkbox', { name: /not a robot/i }).click();
  // The tick fetches its token first; submitting before it arrives is refused, as for a visitor.
  await expect(page.getByRole('checkbox', { name: /not a robot/i })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Sign in' }).click();
}
