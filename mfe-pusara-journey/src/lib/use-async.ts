import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` on mount, when `deps` change and on `reload`, aborting it when the component goes away. An
 * answer is kept with the request it belongs to, so a newer request shows as loading until it answers.
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
): AsyncState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify([...deps, attempt]);
  const [settled, setSettled] = useState<{ key: string; state: AsyncState<T> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setSettled({ key, state: { status: 'ready', data } });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, state: { status: 'error', error } });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the caller's deps.
  }, [key]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const state: AsyncState<T> = settled && settled.key === key ? settled.state : { status: 'loading' };
  return { ...state, reload };
}
