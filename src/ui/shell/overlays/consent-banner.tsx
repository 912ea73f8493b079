import { ConsentActor } from '../../app/app-actors.tsx';
import { useHydrated } from '../../app/hydrated.ts';
import { ConsentBannerView } from '../../components/consent-banner/consent-banner.view.tsx';

export type ConsentBannerProps = { readonly policyHref: string };

/**
 * SPEC §4 cookie banner, an island (issue 17). It is in every prerendered page and shown by the stylesheet only while the
 * page's first script found no stored choice (`html[data-consent="undecided"]`, src/boot.ts), so a document page asks
 * the question before any React runs; a button pressed then hydrates it and the press is replayed. Once hydrated, the
 * consent actor decides: the banner leaves the page when the visitor has chosen.
 */
export function ConsentBanner({ policyHref }: ConsentBannerProps) {
  const hydrated = useHydrated();
  const undecided = ConsentActor.useSelector((snapshot) => snapshot.matches('undecided'));
  const consent = ConsentActor.useActorRef();
  return (
    <ConsentBannerView
      visible={!hydrated || undecided}
      onAccept={() => consent.send({ type: 'user.accept' })}
      onReject={() => consent.send({ type: 'user.reject' })}
      policyHref={policyHref}
    />
  );
}

