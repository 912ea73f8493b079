import { useLingui } from '@lingui/react/macro';
import { localizedPath } from '../../../domain/index.ts';
import { MessageBoxActor, SessionActor, ToastActor } from '../../app/app-actors.tsx';
import { useCurrentRoute, usePathWithoutPrefix } from '../../app/route-context.ts';
import { MessageBoxView } from '../../components/message-box/message-box.view.tsx';
import { Modal } from '../../components/modal/modal.view.tsx';
import { ToastView } from '../../components/toast/toast.view.tsx';
import { Island } from '../../islands/island.tsx';
import { ConsentBanner } from './consent-banner.tsx';
import { PromotionPopups } from './promotion-popups.tsx';

/** SPEC §8: the "logged out elsewhere" question, asked by the session machine. */
export function SessionPrompt() {
  const { t } = useLingui();
  const asking = SessionActor.useSelector((snapshot) => snapshot.matches('askingToLogInAgain'));
  const session = SessionActor.useActorRef();
  return (
    <Modal
      open={asking}
      title={t`Confirm logout`}
      onClose={() => session.send({ type: 'user.stayOnPage' })}
      confirm={{ label: t`Log in again`, onConfirm: () => session.send({ type: 'user.confirmLogin' }) }}
      cancel={{ label: t`Cancel`, onCancel: () => session.send({ type: 'user.stayOnPage' }) }}
    >
      <p>{t`You have been logged out, you can cancel to stay on this page, or log in again`}</p>
    </Modal>
  );
}

/** The app-wide overlays: toast, message box, the session question and the cookie banner, each driven by its actor. */
export function AppOverlays() {
  const { language, route } = useCurrentRoute();
  const path = usePathWithoutPrefix();
  const toast = ToastActor.useSelector((snapshot) => (snapshot.matches('visible') ? snapshot.context : undefined));
  const toastActor = ToastActor.useActorRef();
  const box = MessageBoxActor.useSelector((snapshot) => ({
    box: snapshot.matches('closed') ? undefined : snapshot.context.request,
    state: snapshot.matches('running') ? ('running' as const) : ('open' as const),
    failed: snapshot.context.failed,
  }));
  const boxActor = MessageBoxActor.useActorRef();
  return (
    <>
      <ToastView toast={toast} onDismiss={() => toastActor.send({ type: 'user.dismiss' })} />
      <MessageBoxView
        box={box.box}
        state={box.state}
        failed={box.failed}
        onConfirm={() => boxActor.send({ type: 'user.confirm' })}
        onCancel={() => boxActor.send({ type: 'user.cancel' })}
      />
      <SessionPrompt />
      <PromotionPopups language={language} isIndexPage={path === '/'} quiet={route === undefined || route.quiet} />
      <Island name="consent-banner" hydrate="interaction" component={ConsentBanner} props={{ policyHref: localizedPath(language, '/cookie-policy-2025') }} />
    </>
  );
}
