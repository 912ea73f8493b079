import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { connectionCheckMachine } from '../../../application/tools/connection-check.machine.ts';
import { connectionCheckOf } from '../../../application/tools/connection-run.ts';
import { TOKENS } from '../../../application/tokens.ts';
import { compareConnectionChecks } from '../../../domain/index.ts';
import { useDeferredModel } from '../../app/use-deferred-model.ts';
import { useInjection } from '../../di/container-context.tsx';
import { ConnectionCheckView, type ConnectionCheckViewModel } from './connection-check.view.tsx';
import { runModel } from './tools.selectors.ts';

export function selectConnectionCheck(snapshot: SnapshotFrom<typeof connectionCheckMachine>, locale: string): ConnectionCheckViewModel {
  const { before, after } = snapshot.context;
  const status = snapshot.matches('idle') ? 'waiting' : (snapshot.value as ConnectionCheckViewModel['status']);
  return {
    status,
    before: before && runModel(before, locale),
    after: after && runModel(after, locale),
    comparison: before && after ? compareConnectionChecks(connectionCheckOf(before), connectionCheckOf(after)) : undefined,
  };
}

/** The panel on both tool pages; owns its actor, which runs once the page has hydrated. */
export function ConnectionCheckPanel({ locale }: { locale: string }) {
  const actor = useActorRef(useInjection(TOKENS.ConnectionCheckMachine));
  const model = useDeferredModel(actor, selectConnectionCheck, locale);
  useEffect(() => {
    actor.send({ type: 'visitor.arrived' });
  }, [actor]);
  return <ConnectionCheckView model={model} onRunAgain={() => actor.send({ type: 'user.runAgain' })} onStartOver={() => actor.send({ type: 'user.startOver' })} />;
}
