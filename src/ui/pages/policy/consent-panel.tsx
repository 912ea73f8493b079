import { ConsentActor } from '../../app/app-actors.tsx';
import { useHydrated } from '../../app/hydrated.ts';
import { ConsentChoiceView, type ConsentChoiceState } from './consent-choice.view.tsx';

/**
 * The cookie policy's consent panel, an island (issue 17): it reads and sends to the app-wide consent actor, the same one
 * the banner uses — on a document page the runtime hands both roots that one actor.
 */
export function ConsentPanel() {
  const hydrated = useHydrated();
  const consent = ConsentActor.useActorRef();
  const stored = ConsentActor.useSelector((snapshot): ConsentChoiceState =>
    snapshot.matches('accepted') ? 'accepted' : snapshot.matches('rejected') ? 'rejected' : 'undecided',
  );
  return (
    <ConsentChoiceView
      state={hydrated ? stored : 'unknown'}
      onAccept={() => consent.send({ type: 'user.accept' })}
      onReject={() => consent.send({ type: 'user.reject' })}
    />
  );
}

