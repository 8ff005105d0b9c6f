import { useCallback, useEffect, useState } from 'react';

export type QueryState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'error'; data: null; error: unknown }
  | { status: 'success'; data: T; error: null };

export type QueryResult<T> = QueryState<T> & {
  /** Runs the call again (the error state's "Try again"). */
  retry: () => void;
};

/**
 * Server data for one page section: runs `fetcher` when `key` changes (or on retry), aborts the call that
 * is no longer wanted, and reports loading, error and success. `key` names everything the call depends on
 * (path, language, filters), so a change of language fetches the content again.
 */
export function useApiQuery<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>): QueryResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<QueryState<T> & { key: string; attempt: number }>({
    status: 'loading',
    data: null,
    error: null,
    key,
    attempt,
  });

  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: null, key, attempt });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: null, error, key, attempt });
      },
    );
    return () => controller.abort();
    // The fetcher is rebuilt on every render; `key` says when the call really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  // Until the effect of a new key has run, the previous key's data must not show.
  const current: QueryState<T> =
    state.key === key && state.attempt === attempt ? state : { status: 'loading', data: null, error: null };
  return { ...current, retry } as QueryResult<T>;
}
