import { msg } from '@lingui/core/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { TOKENS } from '../../../application/tokens.ts';
import { languageTag } from '../../../domain/index.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import type { PageCopy } from '../../app/page-module.ts';
import { pageLink } from '../../app/page-links.ts';
import { useInjection } from '../../di/container-context.tsx';
import { ConnectionCheckPanel } from '../tools/connection-check.panel.tsx';
import { ToolsHeader } from '../tools/tools-header.view.tsx';
import { selectLeakTest } from './webrtc-leak-test.selectors.ts';
import { LeakTestExplainedView, LeakTestResultView } from './webrtc-leak-test.view.tsx';
import './webrtc-leak-test.css';

const COPY: PageCopy = {
  title: msg`WebRTC leak test`,
  heading: msg`WebRTC leak test`,
  description: msg`Check whether your browser reveals your real IP address through WebRTC, even while you are connected to a VPN.`,
};

export const copy = (): PageCopy => COPY;

/** Issue 6 webrtc-leak-test: gathers ICE candidates in the browser and compares them with the site-seen IP. */
export function Page() {
  const { heading, lead, data } = usePage(copy);
  const locale = languageTag(data.language);
  const actor = useActorRef(useInjection(TOKENS.WebRtcLeakMachine));
  const model = useSelector(actor, (snapshot) => selectLeakTest(snapshot, locale), (a, b) => JSON.stringify(a) === JSON.stringify(b));
  useEffect(() => {
    actor.send({ type: 'visitor.arrived' });
  }, [actor]);
  return (
    <>
      <ToolsHeader language={data.language} current="webrtc" />
      <PageIntro heading={heading} lead={lead} />
      <div className="tool-page">
        <LeakTestResultView model={model} onRunAgain={() => actor.send({ type: 'user.runAgain' })} />
        <ConnectionCheckPanel locale={locale} />
        <LeakTestExplainedView pricingHref={pageLink(data.language, 'index', 'pricing')} downloadHref={pageLink(data.language, 'index', 'download')} />
      </div>
    </>
  );
}
