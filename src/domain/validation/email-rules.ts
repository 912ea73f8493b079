/** Why an email address is refused (SPEC §5); the view picks the message. */
export type EmailProblem = { kind: 'Empty' } | { kind: 'Malformed' };

const LOCAL_PART = /^[A-Za-z0-9_.-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9-]+$/;
const TOP_LEVEL = /^[a-z]{2,}$/;

function isWellFormed(value: string): boolean {
  const parts = value.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  const labels = domain.split('.');
  const topLevel = labels.pop() ?? '';
  // At least one label before the top-level part: 'a@com' names no domain.
  return LOCAL_PART.test(local) && labels.length > 0 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL.test(topLevel);
}

/** SPEC §5 Email: Empty for '', Malformed unless it is local@domain.tld as isValidEmail describes; not trimmed (the view trims). */
export function emailProblem(value: string): EmailProblem | undefined {
  if (value === '') return { kind: 'Empty' };
  return isWellFormed(value) ? undefined : { kind: 'Malformed' };
}

/** SPEC §5 Email: letters, digits, _ - . then @, domain labels (letters, digits, -), then a lowercase a-z top-level part of 2+ letters. */
export function isValidEmail(value: string): boolean {
  return emailProblem(value) === undefined;
}
