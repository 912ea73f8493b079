import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { PasswordField, TextField } from './form-field.view.tsx';

function describedBy(input: HTMLElement): string[] {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

function ControlledEmail({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('labels its input with a real label', () => {
    renderWithI18n(<TextField label="Email" name="email" type="email" value="" onChange={() => undefined} autoComplete="email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('name')).toBe('email');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
  });

  it('reports what the visitor types', async () => {
    const onChange = vi.fn();
    renderWithI18n(<ControlledEmail onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    expect(onChange).toHaveBeenLastCalledWith('a@b.co');
  });

  it('links its hint and every failing rule to the input', () => {
    renderWithI18n(
      <TextField
        label="New password"
        name="password"
        type="password"
        value="abc"
        onChange={() => undefined}
        hint="8 to 20 characters"
        errors={['Use at least 8 characters.', 'Add an uppercase letter.']}
        required
      />,
    );
    const input = screen.getByLabelText(/New password/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(describedBy(input)).toEqual(['8 to 20 characters', 'Use at least 8 characters.Add an uppercase letter.']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Use at least 8 characters.', 'Add an uppercase letter.']);
  });

  it('is valid and described by its hint alone when nothing fails', () => {
    renderWithI18n(<TextField label="Email" name="email" type="email" value="" onChange={() => undefined} hint="We never share it." errors={[]} />);
    const input = screen.getByLabelText('Email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(input)).toEqual(['We never share it.']);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps the writing direction it is given', () => {
    renderWithI18n(<TextField label="IP address" name="ip" value="" onChange={() => undefined} dir="ltr" inputMode="decimal" />);
    const input = screen.getByLabelText('IP address');
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a toggle that says its state', async () => {
    renderWithI18n(<PasswordField label="Password" name="password" value="S3cret!pw" onChange={() => undefined} autoComplete="current-password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(input.getAttribute('spellcheck')).toBe('false');
    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });

  it('links its errors like any other field', () => {
    renderWithI18n(<PasswordField label="Password" name="password" value="" onChange={() => undefined} errors={['Enter your password.']} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['Enter your password.']);
  });
});
