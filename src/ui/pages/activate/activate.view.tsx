import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import type { ActivationProblem } from '../../../application/account/device-activation.machine.ts';
import { Button, ButtonLink } from '../../components/button/button.view.tsx';
import { FormAlert } from '../../components/form-field/account-fields.tsx';
import { TextField } from '../../components/form-field/form-field.view.tsx';
import '../login/login.css';
import './activate.css';

/** /activate as the device activation machine stands (issue 19). */
export type ActivateViewModel = {
  readonly state: 'entering' | 'checking' | 'confirming' | 'approving' | 'denying' | 'approved' | 'denied';
  readonly typed: string;
  /** The device waiting on the code, its request time formatted for the page. */
  readonly device: { readonly name: string; readonly platform: string; readonly requestedAt: string } | undefined;
  readonly problem: ActivationProblem | undefined;
};

export type ActivateViewProps = {
  readonly model: ActivateViewModel;
  readonly accountHref: string;
  readonly onEdit: (value: string) => void;
  readonly onSubmit: () => void;
  readonly onApprove: () => void;
  readonly onDeny: () => void;
  readonly onChangeCode: () => void;
  readonly onAnother: () => void;
};

/** Each refusal in its own words; the typed code stays in the field. */
function ProblemMessage({ problem }: { readonly problem: ActivationProblem }) {
  switch (problem) {
    case 'malformed':
      return <Trans>A code is eight letters, like BCDF-GHJK. Check the code on the screen of your device.</Trans>;
    case 'unknown':
      return <Trans>No device is waiting for that code. Check the code on the screen of your device and try again.</Trans>;
    case 'expired':
      return <Trans>That code has expired. Codes last 10 minutes: ask your device for a new one.</Trans>;
    case 'used':
      return <Trans>That code was already used. Ask your device for a new one.</Trans>;
    case 'tooManyTries':
      return <Trans>Too many codes were tried. Please wait a minute, then try again.</Trans>;
    case 'unavailable':
      return <Trans>We could not reach our servers. Check your connection and try again.</Trans>;
  }
}

/** Issue 19: type the code a TV or console shows, see which device asks, let it in or turn it away. */
export function ActivateView({ model, accountHref, onEdit, onSubmit, onApprove, onDeny, onChangeCode, onAnother }: ActivateViewProps) {
  const { t } = useLingui();
  const questionId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const deciding = model.state === 'confirming' || model.state === 'approving' || model.state === 'denying';
  const finished = model.state === 'approved' || model.state === 'denied';
  // Each step replaces the one before: a keyboard or screen-reader user lands on its heading.
  useEffect(() => {
    if (model.state === 'confirming' || finished) heading.current?.focus();
  }, [model.state, finished]);

  if (finished) {
    return (
      <section className="login activate">
        <div className="login__form">
          <h2 ref={heading} tabIndex={-1} className="activate__title">
            {model.state === 'approved' ? <Trans>Your device is signed in</Trans> : <Trans>The device was turned away</Trans>}
          </h2>
          <p role="status">
            {model.state === 'approved' ? (
              <Trans>It signs in within a few seconds. You can see and sign out your devices in your account.</Trans>
            ) : (
              <Trans>It was not signed in. If you did not ask for this code, nothing else is needed.</Trans>
            )}
          </p>
          <div className="activate__actions">
            <ButtonLink variant="primary" href={accountHref}>
              <Trans>Go to my account</Trans>
            </ButtonLink>
            <Button variant="secondary" onClick={onAnother}>
              <Trans>Sign in another device</Trans>
            </Button>
          </div>
        </div>
      </section>
    );
  }

  if (deciding && model.device !== undefined) {
    const { name, platform, requestedAt } = model.device;
    return (
      <section className="login activate">
        <div className="login__form" role="group" aria-labelledby={questionId}>
          <h2 id={questionId} ref={heading} tabIndex={-1} className="activate__title">
            <Trans>Sign in this device?</Trans>
          </h2>
          <dl className="activate__device">
            <dt>
              <Trans>Device</Trans>
            </dt>
            <dd>{name}</dd>
            <dt>
              <Trans>Platform</Trans>
            </dt>
            <dd>{platform}</dd>
            <dt>
              <Trans>Asked at</Trans>
            </dt>
            <dd>{requestedAt}</dd>
            <dt>
              <Trans>Code</Trans>
            </dt>
            <dd dir="ltr" className="activate__code">
              {model.typed}
            </dd>
          </dl>
          <p>
            <Trans>Only approve a device you are holding or can see. It will use your account and your subscription.</Trans>
          </p>
          {model.problem === undefined ? null : (
            <FormAlert>
              <ProblemMessage problem={model.problem} />
            </FormAlert>
          )}
          <div className="activate__actions">
            <Button variant="primary" loading={model.state === 'approving'} disabled={model.state === 'denying'} onClick={onApprove}>
              <Trans>Approve</Trans>
            </Button>
            <Button variant="danger" loading={model.state === 'denying'} disabled={model.state === 'approving'} onClick={onDeny}>
              <Trans>Deny</Trans>
            </Button>
            <Button variant="secondary" disabled={model.state !== 'confirming'} onClick={onChangeCode}>
              <Trans>Use another code</Trans>
            </Button>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="login activate">
      <form
        className="login__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <p>
          <Trans>Enter the code shown on your TV, console or other device.</Trans>
        </p>
        <TextField
          label={t`Code from your device`}
          name="code"
          autoComplete="one-time-code"
          dir="ltr"
          required
          maxLength={32}
          placeholder="BCDF-GHJK"
          value={model.typed}
          onChange={onEdit}
          errors={model.problem === 'malformed' ? [t`A code is eight letters, like BCDF-GHJK. Check the code on the screen of your device.`] : []}
        />
        {model.problem === undefined || model.problem === 'malformed' ? null : (
          <FormAlert>
            <ProblemMessage problem={model.problem} />
          </FormAlert>
        )}
        <Button variant="primary" type="submit" loading={model.state === 'checking'}>
          <Trans>Continue</Trans>
        </Button>
      </form>
    </section>
  );
}
