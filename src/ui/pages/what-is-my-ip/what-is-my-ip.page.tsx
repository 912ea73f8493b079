import { msg } from '@lingui/core/macro';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { TOKENS } from '../../../application/tokens.ts';
import { languageTag } from '../../../domain/index.ts';
import { PageIntro, usePage } from '../../app/page-frame.tsx';
import { useDeferredModel } from '../../app/use-deferred-model.ts';
import type { PageCopy } from '../../app/page-module.ts';
import { pageLink } from '../../app/page-links.ts';
import { useInjection } from '../../di/container-context.tsx';
import { ConnectionCheckPanel } from '../tools/connection-check.panel.tsx';
import { ToolsHeader } from '../tools/tools-header.view.tsx';
import { selectIpTool } from './what-is-my-ip.selectors.ts';
import { IpExplainedView, IpResultView } from './what-is-my-ip.view.tsx';
import './what-is-my-ip.css';

const COPY: PageCopy = {
  title: msg`What is my IP`,
  heading: msg`What is my IP address?`,
  description: msg`See the public IP address and location that every website you visit can see, and learn how to hide them.`,
};

export const copy = (): PageCopy => COPY;

/** Issue 6 what-is-my-ip: the visitor's IP (after hydration, in a reserved area), what it reveals, how to hide it. */
export function Page() {
  const { heading, lead, data } = usePage(copy);
  const locale = languageTag(data.language);
  const actor = useActorRef(useInjection(TOKENS.IpLookupMachine));
  const model = useDeferredModel(actor, selectIpTool, locale);
  useEffect(() => {
    actor.send({ type: 'visitor.arrived' });
  }, [actor]);
  return (
    <>
      <ToolsHeader language={data.language} current="ip" />
      <PageIntro heading={heading} lead={lead} />
      <div className="tool-page">
        <IpResultView
          model={model}
          onCopy={() => actor.send({ type: 'user.copy' })}
          onRefresh={() => actor.send({ type: 'user.refresh' })}
          onRetry={() => actor.send({ type: 'user.retry' })}
        />
        <ConnectionCheckPanel locale={locale} />
        <IpExplainedView pricingHref={pageLink(data.language, 'index', 'pricing')} downloadHref={pageLink(data.language, 'index', 'download')} />
      </div>
    </>
  );
}
