// `zustand` in the server render (webpack.config.js aliases it here). On the server, zustand's hooks read a
// store's state as created (its server snapshot, meant for hydration). The build renders a first page after the
// shell's start-up has filled the stores (the remote's contribution, the deployment's flags), as the browser's
// first render does: so the server snapshot here is the current state.
import { createStore, type StateCreator, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand/react';

export * from 'zustand/vanilla';
export { useStore } from 'zustand/react';

type BoundStore<T> = (<U>(selector?: (state: T) => U) => U) & StoreApi<T>;

function createBound<T>(initializer: StateCreator<T, [], []>): BoundStore<T> {
  const api = createStore(initializer);
  api.getInitialState = api.getState;
  const useBound = <U>(selector: (state: T) => U = (state) => state as unknown as U) =>
    useStore(api, selector);
  return Object.assign(useBound, api) as BoundStore<T>;
}

export function create<T>(initializer?: StateCreator<T, [], []>) {
  return initializer ? createBound(initializer) : createBound;
}
