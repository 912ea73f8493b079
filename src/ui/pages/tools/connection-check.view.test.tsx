import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { ConnectionCheckView, type ConnectionCheckViewModel } from './connection-check.view.tsx';
import type { RunModel } from './tools.selectors.ts';

const run = (ip: string, country: string, leak: boolean): RunModel => ({
  ip,
  ipVersion: 4,
  country,
  verdict: leak ? { kind: 'leak', leaked: ['192.0.2.9'] } : { kind: 'noLeak', revealed: [ip] },
  rows: [],
  complete: true,
});

const render = (model: ConnectionCheckViewModel) => {
  const onRunAgain = vi.fn();
  renderWithI18n(<ConnectionCheckView model={model} onRunAgain={onRunAgain} onStartOver={() => undefined} />);
  return onRunAgain;
};

describe('connection-check panel', () => {
  it('reserves its rows while the first run is under way and cannot run again yet', () => {
    render({ status: 'waiting', before: undefined, after: undefined, comparison: undefined });
    expect(screen.getAllByRole('cell', { name: 'Checking…' })).toHaveLength(3);
    expect((screen.getByRole('button', { name: 'Run again with your VPN on' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('runs again on request after the first run', async () => {
    const onRunAgain = render({ status: 'checked', before: run('198.51.100.20', 'Germany', true), after: undefined, comparison: undefined });
    expect(screen.getByRole('columnheader', { name: 'Now' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'WebRTC leak found' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Run again with your VPN on' }));
    expect(onRunAgain).toHaveBeenCalledOnce();
  });

  it('compares before and after in words', () => {
    render({
      status: 'compared',
      before: run('198.51.100.20', 'Germany', true),
      after: run('203.0.113.7', 'Switzerland', false),
      comparison: { ip: 'changed', country: 'changed', leak: 'fixed' },
    });
    expect(screen.getByRole('columnheader', { name: 'Before' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'After' })).toBeTruthy();
    expect(screen.getByText('Your country changed from Germany to Switzerland.')).toBeTruthy();
    expect(screen.getByText('The WebRTC leak is gone.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start over' })).toBeTruthy();
  });
});
