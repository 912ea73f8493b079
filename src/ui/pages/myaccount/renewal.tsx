import { useActorRef, useSelector } from '@xstate/react';
import type { Subscription } from '../../../application/account/account.port.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { dateTimeFormat, formatPrice } from '../../../domain/index.ts';
import { useInjection } from '../../di/container-context.tsx';
import { RenewalView, type RenewalViewModel } from './renewal.view.tsx';

/** The renewal of one active subscription: its own machine, started from what the account says (issue 19). */
export function Renewal({ subscription, localeTag }: { readonly subscription: Subscription; readonly localeTag: string }) {
  const renewal = useActorRef(useInjection(TOKENS.RenewalMachine), { input: { subscription } });
  const model = useSelector(renewal, (snapshot): RenewalViewModel => ({
    state: snapshot.matches('deciding') ? 'renewing' : (snapshot.value as RenewalViewModel['state']),
    endsOn: dateTimeFormat(localeTag, { dateStyle: 'long' }).format(snapshot.context.subscription.expiresAt),
    renewsFor: snapshot.context.subscription.renewalAmount === undefined ? undefined : formatPrice(snapshot.context.subscription.renewalAmount, snapshot.context.subscription.currency, localeTag),
    trial: snapshot.context.subscription.trial,
    failed: snapshot.context.failed !== undefined,
  }));
  return (
    <RenewalView
      model={model}
      onCancel={() => renewal.send({ type: 'user.cancel' })}
      onConfirm={() => renewal.send({ type: 'user.confirm' })}
      onKeep={() => renewal.send({ type: 'user.keep' })}
      onResume={() => renewal.send({ type: 'user.resume' })}
    />
  );
}
