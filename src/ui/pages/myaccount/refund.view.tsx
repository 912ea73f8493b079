import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { RefundRefusal } from '../../../domain/index.ts';
import { Button } from '../../components/button/button.view.tsx';

/** One order's money-back guarantee as the refund machine stands (issue 19). */
export type RefundViewModel = {
  readonly state: 'offered' | 'asking' | 'requesting' | 'refused';
  /** The guarantee's last day, formatted for the page. */
  readonly until: string;
  /** What is paid back, formatted for the page. */
  readonly amount: string;
  readonly reason: string;
  readonly reasonMaxLength: number;
  readonly refusal: RefundRefusal | undefined;
  /** How long the guarantee runs after the payment. */
  readonly guaranteeDays: number;
  readonly failed: boolean;
};

export type RefundViewProps = {
  readonly model: RefundViewModel;
  readonly onRequest: () => void;
  readonly onEditReason: (value: string) => void;
  readonly onConfirm: () => void;
  readonly onKeep: () => void;
};

export function RefundView({ model, onRequest, onEditReason, onConfirm, onKeep }: RefundViewProps) {
  const { t } = useLingui();
  const questionId = useId();
  const reasonId = useId();
  const question = useRef<HTMLParagraphElement>(null);
  // The question replaces the button that asked for it: a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (model.state === 'asking' && !model.failed) question.current?.focus();
  }, [model.state, model.failed]);
  const { until, amount } = model;
  if (model.state === 'refused') {
    return (
      <p className="refund account__failed" role="alert">
        {model.refusal === 'alreadyRefunded' ? (
          <Trans>The money-back guarantee has already been used on this account.</Trans>
        ) : model.refusal === 'notPaid' ? (
          <Trans>Nothing was paid for this plan, so there is nothing to refund.</Trans>
        ) : model.refusal === 'notFirst' ? (
          <Trans>The money-back guarantee covers your first payment only, not renewals or later plans.</Trans>
        ) : (
          <Plural value={model.guaranteeDays} one="The # day of the money-back guarantee has passed for this payment." other="The # days of the money-back guarantee have passed for this payment." />
        )}
      </p>
    );
  }
  if (model.state === 'offered') {
    return (
      <div className="refund account__row">
        <span>
          <Trans>Money-back guarantee: you can ask for a full refund until {until}.</Trans>
        </span>
        <Button variant="secondary" size="sm" onClick={onRequest}>
          <Trans>Request a refund</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="refund account__question" role="group" aria-labelledby={questionId}>
      {model.failed ? (
        <p className="account__failed" role="alert">
          <Trans>That did not work. Nothing was changed. Please try again.</Trans>
        </p>
      ) : null}
      <p id={questionId} ref={question} tabIndex={-1}>
        <Trans>Refund {amount} and end the plan now? The money goes back to the way you paid within 5 to 10 business days, and the plan stops today.</Trans>
      </p>
      <label className="refund__reason-label" htmlFor={reasonId}>
        <Trans>What could we have done better? (optional)</Trans>
      </label>
      <textarea
        id={reasonId}
        className="refund__reason"
        rows={3}
        maxLength={model.reasonMaxLength}
        value={model.reason}
        disabled={model.state === 'requesting'}
        placeholder={t`Your answer helps us, but the refund does not depend on it.`}
        onChange={(event) => onEditReason(event.target.value)}
      />
      <div className="account__actions">
        <Button variant="danger" size="sm" loading={model.state === 'requesting'} onClick={onConfirm}>
          <Trans>Yes, refund me</Trans>
        </Button>
        <Button variant="secondary" size="sm" disabled={model.state === 'requesting'} onClick={onKeep}>
          <Trans>Keep my plan</Trans>
        </Button>
      </div>
    </div>
  );
}
