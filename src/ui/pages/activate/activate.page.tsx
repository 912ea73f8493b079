import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { TOKENS } from '../../../application/tokens.ts';
import { dateTimeFormat, languageTag, localizedPath, type Language } from '../../../domain/index.ts';
import { useHydrated } from '../../app/hydrated.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy, PageModule } from '../../app/page-module.ts';
import { useInjection } from '../../di/container-context.tsx';
import { ActivateView, type ActivateViewModel } from './activate.view.tsx';

/** The /activate route's copy (issue 19); the myaccount page module serves the route, with the account's texts. */
export const ACTIVATE_COPY: PageCopy = {
  title: msg`Sign in a device`,
  heading: msg`Sign in a TV or console`,
  description: msg`Type the code your TV, console or other device shows to sign it in to your account.`,
};

function Activation({ language, code }: { readonly language: Language; readonly code: string | undefined }) {
  const localeTag = languageTag(language);
  const activation = useActorRef(useInjection(TOKENS.DeviceActivationMachine), { input: code === undefined ? {} : { code } });
  const model = useSelector(activation, (snapshot): ActivateViewModel => {
    const { device, typed, problem } = snapshot.context;
    return {
      state: snapshot.value as ActivateViewModel['state'],
      typed,
      device:
        device === undefined
          ? undefined
          : { name: device.deviceName, platform: device.platform, requestedAt: dateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'short' }).format(device.requestedAt) },
      problem,
    };
  });
  return (
    <ActivateView
      model={model}
      accountHref={localizedPath(language, '/myaccount')}
      onEdit={(value) => activation.send({ type: 'user.editCode', value })}
      onSubmit={() => activation.send({ type: 'user.submit' })}
      onApprove={() => activation.send({ type: 'user.approve' })}
      onDeny={() => activation.send({ type: 'user.deny' })}
      onChangeCode={() => activation.send({ type: 'user.changeCode' })}
      onAnother={() => activation.send({ type: 'user.another' })}
    />
  );
}

/**
 * /activate (issue 19): the auth guard sends a signed-out visitor through sign-in and back here, the code the device's
 * link carries (`?code=`) kept; the form runs in the browser only.
 */
export function ActivatePage({ copy }: { readonly copy: PageModule['copy'] }) {
  const { heading, lead, data } = usePage(copy);
  const hydrated = useHydrated();
  const [search] = useSearchParams();
  const code = search.get('code') ?? undefined;
  return (
    <>
      <PageIntro heading={heading} lead={lead} />
      {hydrated ? <Activation language={data.language} code={code} /> : null}
    </>
  );
}
