import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AccountOverview } from '../../../application/account/my-account.machine.ts';
import type { Device, Subscription } from '../../../application/account/account.port.ts';
import { dateTimeFormat, formatPrice } from '../../../domain/index.ts';
import { Badge } from '../../components/badge/badge.view.tsx';
import { Button } from '../../components/button/button.view.tsx';
import { LoadFailure } from '../../components/load-failure/load-failure.view.tsx';
import { TextField } from '../../components/form-field/form-field.view.tsx';
import { PlanTerm } from '../../components/purchase-facts/purchase-facts.view.tsx';
import { PROVIDER_LABELS } from '../../i18n/provider-labels.ts';
import '../../components/form-field/account-fields.css';
import './myaccount.css';

export type MyAccountViewModel =
  | { readonly status: 'loading' | 'failed' }
  | {
      readonly status: 'ready';
      readonly overview: AccountOverview;
      readonly busy: 'unbinding' | 'binding' | 'removing' | undefined;
      readonly ipInput: string;
      readonly ipError: string | undefined;
      readonly now: number;
    };

export type MyAccountViewProps = {
  readonly model: MyAccountViewModel;
  readonly localeTag: string;
  /** How a moment is shown on the page's clock (SPEC §9: 12-hour with AM/PM where the language tells time so). */
  readonly momentFormat: Intl.DateTimeFormatOptions;
  readonly onRetry: () => void;
  readonly onUnbind: (device: Device) => void;
  readonly onEditIp: (value: string) => void;
  readonly onUseCurrentIp: () => void;
  readonly onBindIp: () => void;
  readonly onRemoveIp: () => void;
  /** The sign-in and security card, which owns its own forms. */
  readonly security?: ReactNode;
  /** An active subscription's renewal control (issue 19), which owns its own machine. */
  readonly renewal?: (subscription: Subscription) => ReactNode;
  /** The money-back guarantee of an active subscription's order, while it covers it (issue 19), with its own machine. */
  readonly refund?: (subscription: Subscription, until: number) => ReactNode;
  /** The orders and their invoices (issue 19), a card with its own machine after the subscriptions. */
  readonly orders?: ReactNode;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC §2.2 /myaccount: profile, subscription, devices and the allowed IP. */
export function MyAccountView({ model, localeTag, momentFormat, onRetry, onUnbind, onEditIp, onUseCurrentIp, onBindIp, onRemoveIp, security, renewal, refund, orders }: MyAccountViewProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  if (model.status !== 'ready') {
    return (
      <section className="account" aria-busy={model.status === 'loading'}>
        {model.status === 'loading' ? (
          <p role="status">
            <Trans>Loading your account…</Trans>
          </p>
        ) : (
          <LoadFailure onRetry={onRetry}>
            <Trans>We could not load your account. Check your connection and try again.</Trans>
          </LoadFailure>
        )}
      </section>
    );
  }
  const { overview, busy } = model;
  const date = (at: number) => dateTimeFormat(localeTag, { dateStyle: 'long' }).format(at);
  const moment = (at: number) => dateTimeFormat(localeTag, momentFormat).format(at);
  const plan = overview.profile.plan;
  const daysLeft = plan ? Math.max(0, Math.ceil((plan.expiresAt - model.now) / DAY_MS)) : 0;
  const email = overview.profile.email;
  return (
    <section className="account">
      <div className="account__card">
        <h2>
          <Trans>Profile</Trans>
        </h2>
        {email === undefined ? (
          <p>
            <Trans>No email yet: set one with a password so you can sign in on other devices.</Trans>
          </p>
        ) : (
          <p className="account__email">
            <bdi dir="ltr">{email}</bdi>
            {overview.profile.verified ? (
              <Badge tone="success" icon="shield-check">
                <Trans>Verified</Trans>
              </Badge>
            ) : (
              <Badge tone="warn" icon="alert">
                <Trans>Not verified</Trans>
              </Badge>
            )}
          </p>
        )}
        {plan ? (
          <p>
            <Trans>
              {plan.months === undefined ? plan.name : <PlanTerm months={plan.months} />}: <Plural value={daysLeft} one="# day left" other="# days left" />, until {date(plan.expiresAt)}.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>You have no active plan.</Trans>
          </p>
        )}
      </div>
      {security}
      <div className="account__card">
        <h2>
          <Trans>Subscriptions</Trans>
        </h2>
        {overview.subscriptions.length === 0 ? (
          <p>
            <Trans>No subscriptions yet.</Trans>
          </p>
        ) : (
          <ul className="account__list">
            {overview.subscriptions.map((subscription) => (
              <li key={subscription.id}>
                <strong>{subscription.planMonths === undefined ? subscription.planName : <PlanTerm months={subscription.planMonths} />}</strong> · {i18n._(PROVIDER_LABELS[subscription.provider])} · {formatPrice(subscription.amount, subscription.currency, localeTag)} ·{' '}
                {subscription.status === 'active' && subscription.trial ? (
                  <Trans>free trial until {date(subscription.expiresAt)}, then the plan starts</Trans>
                ) : subscription.status === 'active' ? (
                  <Trans>active until {date(subscription.expiresAt)}</Trans>
                ) : subscription.status === 'expired' ? (
                  <Trans>expired</Trans>
                ) : subscription.refundedAt !== undefined ? (
                  <Trans>refunded on {date(subscription.refundedAt)}: the money reaches the way you paid within 5 to 10 business days</Trans>
                ) : (
                  <Trans>cancelled</Trans>
                )}
                {subscription.status === 'active' ? renewal?.(subscription) : null}
                {subscription.status === 'active' && subscription.refundableUntil !== undefined && subscription.refundableUntil >= model.now ? refund?.(subscription, subscription.refundableUntil) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      {orders}
      <div className="account__card">
        <h2>
          <Trans>Devices</Trans>
        </h2>
        <p>
          <Trans>
            {overview.devices.length} of <Plural value={overview.deviceLimit} one="# device" other="# devices" /> in use.
          </Trans>
        </p>
        <ul className="account__list">
          {overview.devices.map((device) => (
            <li key={device.deviceId} className="account__row">
              <span>
                <strong>{device.name}</strong> · {device.client}
                <span className="account__meta">
                  <Trans>last active {moment(device.lastSeenAt)}</Trans>
                </span>
              </span>
              <Button variant="secondary" size="sm" loading={busy === 'unbinding'} onClick={() => onUnbind(device)}>
                <Trans>Sign out this device</Trans>
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <div className="account__card">
        <h2>
          <Trans>Allowed IP address</Trans>
        </h2>
        <p>
          {overview.allowedIp.boundIp ? (
            <Trans>
              Allowed: <bdi dir="ltr">{overview.allowedIp.boundIp}</bdi>
            </Trans>
          ) : (
            <Trans>No address is allowed yet.</Trans>
          )}
        </p>
        <form
          className="account__ip"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onBindIp();
          }}
        >
          <TextField label={t`IPv4 or IPv6 address`} name="ip" dir="ltr" value={model.ipInput} onChange={onEditIp} errors={model.ipError ? [model.ipError] : []} />
          <div className="account__actions">
            <Button variant="primary" type="submit" loading={busy === 'binding'}>
              <Trans>Allow this address</Trans>
            </Button>
            <Button variant="secondary" onClick={onUseCurrentIp}>
              <Trans>
                Use my current address (<bdi dir="ltr">{overview.allowedIp.currentIp}</bdi>)
              </Trans>
            </Button>
            {overview.allowedIp.boundIp ? (
              <Button variant="danger" loading={busy === 'removing'} onClick={onRemoveIp}>
                <Trans>Remove</Trans>
              </Button>
            ) : null}
          </div>
        </form>
      </div>
    </section>
  );
}
