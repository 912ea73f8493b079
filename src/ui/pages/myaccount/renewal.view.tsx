import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../../components/button/button.view.tsx';

/** One subscription's renewal as the renewal machine stands (issue 19). */
export type RenewalViewModel = {
  readonly state: 'renewing' | 'confirming' | 'cancelling' | 'notRenewing' | 'resuming';
  /** The end of the term: the renewal date, or the last day when it does not renew. */
  readonly endsOn: string;
  /** What the next term costs, formatted for the page, when the account says. */
  readonly renewsFor: string | undefined;
  /** A free trial turns into the plan rather than renewing it. */
  readonly trial: boolean;
  readonly failed: boolean;
};

export type RenewalViewProps = {
  readonly model: RenewalViewModel;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
  readonly onKeep: () => void;
  readonly onResume: () => void;
};

export function RenewalView({ model, onCancel, onConfirm, onKeep, onResume }: RenewalViewProps) {
  const questionId = useId();
  const question = useRef<HTMLParagraphElement>(null);
  const asking = model.state === 'confirming' || model.state === 'cancelling';
  // The question replaces the button that asked for it: a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (model.state === 'confirming') question.current?.focus();
  }, [model.state]);
  const { endsOn } = model;
  return (
    <div className="renewal">
      {model.failed ? (
        <p className="account__failed" role="alert">
          <Trans>That did not work. Nothing was changed. Please try again.</Trans>
        </p>
      ) : null}
      {asking ? (
        <div className="account__question" role="group" aria-labelledby={questionId}>
          <p id={questionId} ref={question} tabIndex={-1}>
            {model.trial ? (
              <Trans>Cancel before the plan starts? Your free trial stays active until {endsOn}, and you will not be charged.</Trans>
            ) : (
              <Trans>Stop the automatic renewal? Your plan stays active until {endsOn}, and you will not be charged again.</Trans>
            )}
          </p>
          <div className="account__actions">
            <Button variant="danger" size="sm" loading={model.state === 'cancelling'} onClick={onConfirm}>
              <Trans>Yes, stop the renewal</Trans>
            </Button>
            <Button variant="secondary" size="sm" disabled={model.state === 'cancelling'} onClick={onKeep}>
              <Trans>Keep it</Trans>
            </Button>
          </div>
        </div>
      ) : model.state === 'renewing' ? (
        <RenewalRow action={<Trans>Cancel renewal</Trans>} onAction={onCancel}>
          <RenewalStatement endsOn={endsOn} renewsFor={model.renewsFor} trial={model.trial} />
        </RenewalRow>
      ) : (
        <RenewalRow action={<Trans>Resume renewal</Trans>} onAction={onResume} loading={model.state === 'resuming'}>
          <Trans>Will not renew: active until {endsOn}.</Trans>
        </RenewalRow>
      )}
    </div>
  );
}

/** When, and for how much when the account says, the plan renews or a trial turns into it. */
function RenewalStatement({ endsOn, renewsFor, trial }: { readonly endsOn: string; readonly renewsFor: string | undefined; readonly trial: boolean }) {
  if (renewsFor === undefined) return trial ? <Trans>The plan starts automatically on {endsOn}.</Trans> : <Trans>Renews automatically on {endsOn}.</Trans>;
  return trial ? <Trans>The plan starts automatically on {endsOn}, for {renewsFor}.</Trans> : <Trans>Renews automatically on {endsOn}, for {renewsFor}.</Trans>;
}

/** Where the renewal stands, and the one action that changes it. */
function RenewalRow({ children, action, onAction, loading = false }: { readonly children: ReactNode; readonly action: ReactNode; readonly onAction: () => void; readonly loading?: boolean }) {
  return (
    <div className="account__row">
      <span>{children}</span>
      <Button variant="secondary" size="sm" loading={loading} onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}
