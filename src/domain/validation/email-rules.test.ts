import { describe, expect, it } from 'vitest';
import { emailProblem, isValidEmail } from './email-rules.ts';

describe('email rules (SPEC §5)', () => {
  it.each([
    'user@example.com',
    'User.Name@Example.com',
    'first.last@sub.example.co',
    'under_score@example.org',
    'hy-phen@my-site.io',
    '123@456.net',
    'a@b.cd',
    'a.@b.cd',
    '.a@b.cd',
    'a..b@b.cd',
    '-@b.cd',
    'x@-b-.cd',
    'x@a.b.c.d.museum',
    'x@123.com',
  ])('accepts %j', (value) => {
    expect(emailProblem(value)).toBeUndefined();
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    ['an uppercase top-level part', 'user@example.COM'],
    ['a mixed-case top-level part', 'user@example.Com'],
    ['a one-letter top-level part', 'user@example.c'],
    ['a numeric top-level part', 'user@example.123'],
    ['a top-level part with a digit', 'user@example.c0m'],
    ['a top-level part with a hyphen', 'user@example.co-uk'],
    ['no top-level part', 'user@example'],
    ['only a top-level part', 'user@com'],
    ['a trailing dot', 'user@example.com.'],
    ['a leading dot in the domain', 'user@.example.com'],
    ['an empty domain label', 'user@example..com'],
    ['an empty domain', 'user@'],
    ['an empty local part', '@example.com'],
    ['no @', 'user.example.com'],
    ['two @', 'user@name@example.com'],
    ['a plus sign', 'user+tag@example.com'],
    ['an apostrophe', "o'neil@example.com"],
    ['a space inside', 'us er@example.com'],
    ['a leading space', ' user@example.com'],
    ['a trailing space', 'user@example.com '],
    ['a trailing newline', 'user@example.com\n'],
    ['an underscore in the domain', 'user@exa_mple.com'],
    ['a non-ASCII letter in the local part', 'jürgen@example.com'],
    ['a non-ASCII domain', 'user@exämple.com'],
    ['a quoted local part', '"user"@example.com'],
    ['an IP literal', 'user@[127.0.0.1]'],
    ['only spaces', '   '],
    ['only @', '@'],
  ])('rejects %s (%j) as malformed', (_label, value) => {
    expect(emailProblem(value)).toEqual({ kind: 'Malformed' });
    expect(isValidEmail(value)).toBe(false);
  });

  it('reports an empty address as empty', () => {
    expect(emailProblem('')).toEqual({ kind: 'Empty' });
    expect(isValidEmail('')).toBe(false);
  });
});
