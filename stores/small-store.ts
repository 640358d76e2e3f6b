import { useSyncExternalStore } from "react";

type SetState<S> = (partial: Partial<S> | ((state: S) => Partial<S> | S)) => void;

/** A hook reading the store through a selector, with zustand's `getState`, `setState` and `subscribe`. */
export type SmallStore<S> = {
  <T>(selector: (state: S) => T): T;
  getState: () => S;
  setState: SetState<S>;
  subscribe: (listener: () => void) => () => void;
};

/**
 * zustand's `create` for the stores a page's first load reads (the language switch's slugs, the
 * window's width): the same hook, `getState` and `setState`, in a few lines over React's
 * `useSyncExternalStore` instead of zustand's 0.4 kB gzipped in every page that shows them. A set
 * that returns the state itself changes nothing; selectors return stored values (no new objects).
 * The server and hydration read the initial state, as zustand's `getInitialState`.
 */
export function smallStore<S extends object>(init: (set: SetState<S>) => S): SmallStore<S> {
  const listeners = new Set<() => void>();
  const setState: SetState<S> = (partial) => {
    const next = typeof partial === "function" ? partial(state) : partial;
    if (Object.is(next, state)) return;
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  let state = init(setState);
  const initial = state;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const use = <T,>(selector: (state: S) => T): T =>
    useSyncExternalStore(
      subscribe,
      () => selector(state),
      () => selector(initial),
    );
  return Object.assign(use, { getState: () => state, setState, subscribe });
}
