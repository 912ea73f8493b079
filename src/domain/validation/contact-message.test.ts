import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, contactProblems } from './contact-message.ts';

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Devices', message: 'How many devices can I use?' };

describe('a contact message', () => {
  it('is accepted within every limit', () => {
    expect(contactProblems(valid)).toEqual([]);
  });

  it.each([
    ['name', ''],
    ['name', 'x'.repeat(CONTACT_LIMITS.name.max + 1)],
    ['email', 'ada@'],
    ['subject', '   '],
    ['subject', 'x'.repeat(CONTACT_LIMITS.subject.max + 1)],
    ['message', 'Too short'],
    ['message', 'x'.repeat(CONTACT_LIMITS.message.max + 1)],
  ] as const)('names %s when it is %j', (field, value) => {
    expect(contactProblems({ ...valid, [field]: value })).toEqual([field]);
  });

  it('does not count surrounding spaces', () => {
    expect(contactProblems({ ...valid, message: `   ${'x'.repeat(CONTACT_LIMITS.message.min)}   ` })).toEqual([]);
  });
});
