import { useCallback, useEffect, useState } from 'react';

/** The data block a page prerendered with its data carries (scripts/prerender.mjs writes it). */
export const buildTimeDataElementId = 'teduh-build-time-data';

declare global {
  interface Window {
    /** Every query's latest data by key: what the prerender keeps in the page. */
    __teduhApiQueries?: Record<string, unknown>;
  }
}

function readBuildTimeData(): Record<string, unknown> {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById(buildTimeDataElementId)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

let buildTimeData: Record<string, unknown> | null = null;

/** Read once, on first use: the first document's data, by query key (keys carry the language). */
function buildTime(): Record<string, unknown> {
  buildTimeData ??= readBuildTimeData();
  return buildTimeData;
}

/** Test helper: read the data block again on next use. */
export function forgetBuildTimeData(): void {
  buildTimeData = null;
}

function record(key: string, data: unknown): void {
  if (typeof window === 'undefined') return;
  window.__teduhApiQueries ??= {};
  window.__teduhApiQueries[key] = data;
}

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
 * (path, language, filters), so a change of language fetches the content again. A page prerendered with its
 * data starts from that data (the first view matches the prerendered page) and refreshes it; a failed
 * refresh keeps it.
 */
export function useApiQuery<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T>): QueryResult<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<QueryState<T> & { key: string; attempt: number }>(() =>
    key in buildTime()
      ? { status: 'success', data: buildTime()[key] as T, error: null, key, attempt }
      : { status: 'loading', data: null, error: null, key, attempt },
  );

  useEffect(() => {
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        record(key, data);
        setState({ status: 'success', data, error: null, key, attempt });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) =>
          previous.status === 'success' && previous.key === key && attempt === 0 && key in buildTime()
            ? previous
            : { status: 'error', data: null, error, key, attempt },
        );
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
