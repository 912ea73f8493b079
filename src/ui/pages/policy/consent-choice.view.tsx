import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/button/button.view.tsx';

export type ConsentChoiceState = 'unknown' | 'undecided' | 'accepted' | 'rejected';

export type ConsentChoiceViewProps = {
  /** `unknown` until the page has hydrated: the stored choice lives in the browser only. */
  readonly state: ConsentChoiceState;
  readonly onAccept: () => void;
  readonly onReject: () => void;
};

function Status({ state }: { state: ConsentChoiceState }) {
  switch (state) {
    case 'unknown':
      return <Trans>To see or change your choice here, JavaScript must be on; you can also delete this site's cookies and data in your browser settings, and we will ask again.</Trans>;
    case 'undecided':
      return <Trans>You have not made a choice yet: only strictly necessary cookies are in use.</Trans>;
    case 'accepted':
      return <Trans>Your current choice: you accepted all cookies.</Trans>;
    case 'rejected':
      return <Trans>Your current choice: you rejected non-essential cookies.</Trans>;
  }
}

/** The cookie policy's "change your choice" panel; the buttons work only once the page has hydrated. */
export function ConsentChoiceView({ state, onAccept, onReject }: ConsentChoiceViewProps) {
  const ready = state !== 'unknown';
  return (
    <div className="consent-choice" role="group" aria-labelledby="consent-choice-heading">
      <h3 id="consent-choice-heading" className="consent-choice__heading">
        <Trans>Your cookie choice</Trans>
      </h3>
      <p className="consent-choice__status" role="status">
        <Status state={state} />
      </p>
      <div className="consent-choice__actions">
        <Button variant={state === 'rejected' ? 'primary' : 'secondary'} disabled={!ready} aria-pressed={state === 'rejected'} onClick={onReject}>
          <Trans>Reject non-essential</Trans>
        </Button>
        <Button variant={state === 'accepted' ? 'primary' : 'secondary'} disabled={!ready} aria-pressed={state === 'accepted'} onClick={onAccept}>
          <Trans>Accept all</Trans>
        </Button>
      </div>
    </div>
  );
}
