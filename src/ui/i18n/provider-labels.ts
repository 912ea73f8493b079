import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentProvider } from '../../domain/index.ts';

/** How each provider is presented (SPEC names only codes; docs/decisions.md). */
export const PROVIDER_LABELS: Readonly<Record<PaymentProvider, MessageDescriptor>> = {
  so: msg`Credit or debit card`,
  ps: msg`PayPal`,
  rz: msg`UPI, cards and net banking`,
  tpa: msg`Digital wallets`,
  gap: msg`Google Pay`,
  s1: msg`Card with automatic renewal`,
  pd: msg`Card or PayPal (secure overlay)`,
};
