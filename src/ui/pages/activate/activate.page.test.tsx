import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { renderPage } from '../../../../tests/support/render-page.tsx';
import type { DeviceActivation, DeviceActivationOutcome } from '../../../application/account/account.port.ts';
import { deviceActivationMachine } from '../../../application/account/device-activation.machine.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { Page } from '../myaccount/myaccount.page.tsx';

const DEVICE: DeviceActivation = { userCode: 'BCDF-GHJK', deviceName: 'Living room TV', platform: 'Android TV', requestedAt: Date.UTC(2026, 0, 5, 18, 30), expiresAt: Date.UTC(2026, 0, 5, 18, 40) };

function renderActivate(url: string, lookup: () => Promise<DeviceActivationOutcome<DeviceActivation>> = async () => ({ kind: 'ok', value: DEVICE })) {
  const answer = vi.fn(async (): Promise<DeviceActivationOutcome<void>> => ({ kind: 'ok', value: undefined }));
  const container = new Container();
  container.bind(TOKENS.DeviceActivationMachine).toConstantValue(
    deviceActivationMachine.provide({ actors: { lookup: fromPromise(lookup), answer: fromPromise(answer) }, actions: { reportOutcome: () => undefined } }),
  );
  const user = userEvent.setup({ delay: null });
  renderPage(Page, { container, url, path: '/activate', routeName: 'activate' });
  return { user, answer };
}

describe('/activate (issue 19)', () => {
  it('takes the code from the device’s link, shows which device asks, and signs it in on approval', async () => {
    const { user, answer } = renderActivate('/activate?code=BCDF-GHJK');
    const field = await screen.findByRole('textbox', { name: 'Code from your device' });
    expect(field).toHaveProperty('value', 'BCDF-GHJK');
    expect(field.getAttribute('dir')).toBe('ltr');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const question = await screen.findByRole('group', { name: 'Sign in this device?' });
    expect(question.textContent).toContain('Living room TV');
    expect(question.textContent).toContain('Android TV');
    await user.click(screen.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('heading', { name: 'Your device is signed in' })).toBeTruthy();
    expect(answer).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Go to my account' }).getAttribute('href')).toBe('/myaccount');
  });

  it.each([
    ['unknown', { kind: 'refused', reason: 'unknown' }, 'No device is waiting for that code.'],
    ['expired', { kind: 'refused', reason: 'expired' }, 'That code has expired.'],
    ['used', { kind: 'refused', reason: 'used' }, 'That code was already used.'],
    ['too many tries', { kind: 'rateLimited', retryAfterSeconds: 30 }, 'Too many codes were tried.'],
    ['no connection', { kind: 'unavailable', reason: 'network' }, 'We could not reach our servers.'],
  ] as const)('refuses a code (%s) with its own message, keeping what was typed', async (_label, outcome, message) => {
    const { user } = renderActivate('/activate', async () => outcome);
    await user.type(await screen.findByRole('textbox', { name: 'Code from your device' }), 'bcdf ghjk');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('textbox', { name: 'Code from your device' })).toHaveProperty('value', 'bcdf ghjk');
  });

  it('says what a code looks like when the typed one cannot be a code, without asking the API', async () => {
    const lookup = vi.fn(async (): Promise<DeviceActivationOutcome<DeviceActivation>> => ({ kind: 'ok', value: DEVICE }));
    const { user } = renderActivate('/activate', lookup);
    await user.type(await screen.findByRole('textbox', { name: 'Code from your device' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/A code is eight letters, like BCDF-GHJK/)).toBeTruthy();
    expect(lookup).not.toHaveBeenCalled();
  });
});
