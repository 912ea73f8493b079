import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { MessageBoxView, type MessageBoxViewProps } from './message-box.view.tsx';

const LOGGED_OUT = {
  kind: 'confirm',
  title: 'Signed out',
  message: 'You have been logged out, you can cancel to stay on this page, or log in again',
} as const;

function renderBox(props: Partial<MessageBoxViewProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithI18n(<MessageBoxView box={LOGGED_OUT} state="open" failed={false} onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { onConfirm, onCancel };
}

describe('MessageBoxView', () => {
  it('is an alert dialog named by its title and described by its message', () => {
    renderBox();
    const dialog = screen.getByRole('alertdialog', { name: 'Signed out' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(LOGGED_OUT.message);
  });

  it('offers OK and Cancel on a confirm box', async () => {
    const { onConfirm, onCancel } = renderBox();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('offers only OK on an alert', async () => {
    const { onConfirm } = renderBox({ box: { kind: 'alert', title: 'Error', message: 'The server is busy.' } });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['OK']);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows OK loading while the callback runs', () => {
    renderBox({ state: 'running' });
    const ok = screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;
    expect(ok.getAttribute('aria-busy')).toBe('true');
    expect(ok.disabled).toBe(true);
  });

  it('says so when the last attempt failed, and not before', () => {
    renderBox();
    expect(screen.queryByText('That did not work. Try again.')).toBeNull();
    renderBox({ failed: true });
    expect(screen.getByRole('alert').textContent).toBe('That did not work. Try again.');
  });

  it('shows no box when there is none', () => {
    renderBox({ box: undefined });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

/** Every plain rule of a stylesheet (those inside an at-rule too), with its selectors and declarations. */
function cssRules(file: string): { selectors: string[]; declarations: Record<string, string> }[] {
  const css = readFileSync(join(import.meta.dirname, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, prelude = '', body = '']) => ({
    selectors: prelude.split(',').map((selector) => selector.trim()),
    declarations: Object.fromEntries(
      body
        .split(';')
        .map((declaration) => declaration.split(/:(.*)/s).map((text) => text.trim().replace(/\s+/g, ' ')))
        .filter(([property]) => property !== undefined && property !== ''),
    ),
  }));
}

describe('the message box’s width (SPEC §9: 90%, at least 78 and at most 104 units)', () => {
  it('is a plain modal dialog, so the modal’s width rule is the one that sizes it', () => {
    renderBox();
    expect(screen.getByRole('alertdialog').className).toBe('modal');
  });

  it('is declared as 90% clamped between 78 and 104 spacing units, a unit being 0.25rem', () => {
    const WIDTH = /^(inline-size|width|min-inline-size|max-inline-size|min-width|max-width)$/;
    // Every width the stylesheet gives a plain .modal (open or not); .modal--sheet is the promotions' bottom sheet.
    const widths = cssRules('../modal/modal.css')
      .filter((rule) => rule.selectors.some((selector) => /^\.modal(\[open\])?$/.test(selector)))
      .flatMap((rule) => Object.entries(rule.declarations).filter(([property]) => WIDTH.test(property)));
    expect(widths).toEqual([
      ['inline-size', 'clamp(calc(78 * var(--space-unit)), 90%, calc(104 * var(--space-unit)))'],
      // The one exception, on screens narrower than 328px: a 0.5rem gutter keeps the box on the screen.
      ['max-inline-size', 'calc(100% - 2 * var(--space-2))'],
    ]);
    const root = cssRules('../../styles/global.css').find((rule) => rule.selectors.includes(':root') && '--space-unit' in rule.declarations);
    expect(root?.declarations['--space-unit']).toBe('0.25rem');
  });
});
