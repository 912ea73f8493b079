import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Subscription } from '../../../application/account/account.port.ts';
import { REFUND_REASON_MAX_LENGTH } from '../../../application/account/refund.machine.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { MONEY_BACK_DAYS, dateTimeFormat, formatPrice } from '../../../domain/index.ts';
import { useInjection } from '../../di/container-context.tsx';
import { RefundView, type RefundViewModel } from './refund.view.tsx';

/**
 * The money-back guarantee of one subscription's order, while it covers it: its own machine (issue 19). Once the
 * refund is made, the page reloads the account, where the subscription now says it was refunded.
 */
export function Refund({ subscription, until, localeTag, onRefunded }: { readonly subscription: Subscription; readonly until: number; readonly localeTag: string; readonly onRefunded: () => void }) {
  const refund = useActorRef(useInjection(TOKENS.RefundMachine), { input: { orderId: subscription.orderId, until } });
  const done = useSelector(refund, (snapshot) => snapshot.matches('refunded'));
  useEffect(() => {
    if (done) onRefunded();
  }, [done, onRefunded]);
  const model = useSelector(refund, (snapshot): RefundViewModel => ({
    state: snapshot.matches('refunded') ? 'requesting' : (snapshot.value as RefundViewModel['state']),
    until: dateTimeFormat(localeTag, { dateStyle: 'long' }).format(snapshot.context.until),
    amount: formatPrice(subscription.amount, subscription.currency, localeTag),
    reason: snapshot.context.reason,
    reasonMaxLength: REFUND_REASON_MAX_LENGTH,
    refusal: snapshot.context.refusal,
    guaranteeDays: MONEY_BACK_DAYS,
    failed: snapshot.context.failed,
  }));
  return (
    <RefundView
      model={model}
      onRequest={() => refund.send({ type: 'user.request' })}
      onEditReason={(value) => refund.send({ type: 'user.editReason', value })}
      onConfirm={() => refund.send({ type: 'user.confirm' })}
      onKeep={() => refund.send({ type: 'user.keep' })}
    />
  );
}
