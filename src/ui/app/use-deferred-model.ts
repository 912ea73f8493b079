import { useSelector } from '@xstate/react';
import { useDeferredValue, useMemo } from 'react';
import type { AnyActorRef } from 'xstate';

/**
 * A view model of an actor's snapshot, rendered behind the actor when the actor changes state: a result
 * arriving (prices, the visitor's IP, a connection check) re-renders in a transition, which React does in
 * slices that yield to the browser, and building the model (formatting prices, naming countries, a page's
 * first Intl formatter) is part of that render instead of the store update. Followed directly, the model and
 * the views it changed were one long task on a phone (issue 7: Total Blocking Time). A change within the
 * same state (a plan chosen) renders at once: a control the visitor used must answer in the same frame.
 * `select` is a module-level function of the snapshot and one argument (usually the page's locale), so the
 * model is rebuilt only when either changes.
 */
export function useDeferredModel<TSnapshot extends { readonly value: unknown }, TArgument, TModel>(
  actor: Pick<AnyActorRef, 'subscribe'> & { getSnapshot(): TSnapshot },
  select: (snapshot: TSnapshot, argument: TArgument) => TModel,
  argument: TArgument,
): TModel {
  const snapshot = useSelector(actor, (current) => current);
  const deferred = useDeferredValue(snapshot);
  const shown = deferred === snapshot || JSON.stringify(deferred.value) === JSON.stringify(snapshot.value) ? snapshot : deferred;
  return useMemo(() => select(shown, argument), [select, shown, argument]);
}
