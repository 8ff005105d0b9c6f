import type { ComponentType, LazyExoticComponent } from 'react';

interface LazyInternals {
  _payload?: unknown;
  _init?: (payload: unknown) => unknown;
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';

/**
 * Loads a `React.lazy` component's module before it first renders, so that render does not suspend and
 * no fallback flashes. React keeps the module in the lazy's payload: its initializer, called outside
 * render, starts the load and throws the pending promise, as it does during render. A failed load is
 * left for the render to report (error boundary); an unknown lazy shape resolves at once (the page then
 * shows its loader as before).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component props
export async function preloadLazy(component: LazyExoticComponent<ComponentType<any>>): Promise<void> {
  const { _payload: payload, _init: init } = component as unknown as LazyInternals;
  if (typeof init !== 'function') return;
  try {
    init(payload);
  } catch (thrown) {
    if (!isThenable(thrown)) return;
    await Promise.resolve(thrown).then(
      () => undefined,
      () => undefined,
    );
  }
}
