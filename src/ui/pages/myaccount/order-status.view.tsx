import { Trans } from '@lingui/react/macro';
import type { OrderStatus } from '../../../application/account/orders.port.ts';
import { Badge, type BadgeTone } from '../../components/badge/badge.view.tsx';

const TONES: Readonly<Record<OrderStatus, BadgeTone>> = { pending: 'warn', active: 'success', declined: 'danger', cancelled: 'neutral', refunded: 'neutral' };

/** An order's status in words (issue 19): the list and the invoice say it alike. A free trial's order was not paid. */
export function OrderStatusBadge({ status, trial }: { readonly status: OrderStatus; readonly trial: boolean }) {
  return (
    <Badge tone={TONES[status]}>
      {status === 'pending' ? (
        <Trans>Pending</Trans>
      ) : status === 'active' && trial ? (
        <Trans>Free trial</Trans>
      ) : status === 'active' ? (
        <Trans>Paid</Trans>
      ) : status === 'declined' ? (
        <Trans>Declined</Trans>
      ) : status === 'cancelled' ? (
        <Trans>Cancelled</Trans>
      ) : (
        <Trans>Refunded</Trans>
      )}
    </Badge>
  );
}
