import { describe, expect, it } from 'vitest';
import { MONEY_BACK_DAYS, refundEligibility, type RefundQuestion } from './money-back.ts';

const DAY = 24 * 60 * 60 * 1000;
const paidAt = Date.UTC(2026, 10, 1, 12, 0, 0);
const question = (overrides: Partial<RefundQuestion> = {}): RefundQuestion => ({ paidAt, paid: true, first: true, refundedBefore: false, now: paidAt + DAY, ...overrides });

describe('the money-back guarantee (issue 19)', () => {
  it.each([
    ['a first payment, a day later', question(), { kind: 'eligible', until: paidAt + MONEY_BACK_DAYS * DAY }],
    ['to the millisecond of the 30th day', question({ now: paidAt + 30 * DAY }), { kind: 'eligible', until: paidAt + 30 * DAY }],
    ['a millisecond after it', question({ now: paidAt + 30 * DAY + 1 }), { kind: 'refused', reason: 'windowClosed' }],
    ['a renewal or any later payment', question({ first: false }), { kind: 'refused', reason: 'notFirst' }],
    ['a free trial: nothing was paid', question({ paid: false }), { kind: 'refused', reason: 'notPaid' }],
    ['a second refund, even of another first-looking payment', question({ refundedBefore: true }), { kind: 'refused', reason: 'alreadyRefunded' }],
  ] as const)('%s', (_, asked, answer) => {
    expect(refundEligibility(asked)).toEqual(answer);
  });
});
