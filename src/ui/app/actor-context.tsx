import { useActorRef as useStartedActor, useSelector as useActorSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ActorOptions, ActorRefFrom, AnyActorLogic, SnapshotFrom } from 'xstate';

/**
 * An app-wide actor for the views below it, like @xstate/react's `createActorContext`, except that the provider is given
 * a running actor rather than creating one. A document page's islands are separate React roots (issue 17): the cookie
 * banner and the cookie policy's consent panel must read and change one consent actor, so the document runtime starts
 * it once and hands it to every root; the app starts its own with `useActorRef` and hands it over the same way.
 */
export function actorContext<TLogic extends AnyActorLogic>(name: string) {
  const Context = createContext<ActorRefFrom<TLogic> | null>(null);
  function Starting({ logic, options, children }: { logic: TLogic; options?: ActorOptions<TLogic>; children: ReactNode }) {
    const actor = (useStartedActor as (logic: TLogic, options?: ActorOptions<TLogic>) => ActorRefFrom<TLogic>)(logic, options);
    return <Context value={actor}>{children}</Context>;
  }
  /** Given `actor`, provides that running actor; given `logic`, starts one for this tree (the app, a test). */
  function Provider(props: { actor: ActorRefFrom<TLogic>; children: ReactNode } | { logic: TLogic; options?: ActorOptions<TLogic>; children: ReactNode }) {
    return 'actor' in props ? <Context value={props.actor}>{props.children}</Context> : <Starting {...props} />;
  }
  function useActorRef(): ActorRefFrom<TLogic> {
    const actor = useContext(Context);
    if (!actor) throw new Error(`The ${name} actor is read outside its provider.`);
    return actor;
  }
  function useSelector<T>(selector: (snapshot: SnapshotFrom<TLogic>) => T, compare?: (a: T, b: T) => boolean): T {
    // @xstate/react's selector type is computed from a concrete actor; for a generic one it cannot be, so it is named.
    const select = useActorSelector as <S, R>(actor: { getSnapshot(): S; subscribe: ActorRefFrom<TLogic>['subscribe'] }, selector: (snapshot: S) => R, compare?: (a: R, b: R) => boolean) => R;
    return select<SnapshotFrom<TLogic>, T>(useActorRef() as ActorRefFrom<TLogic> & { getSnapshot(): SnapshotFrom<TLogic> }, selector, compare);
  }
  return { Provider, useActorRef, useSelector };
}
