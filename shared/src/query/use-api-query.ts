// Entry @teduh/shared/query: the one way a page reads server data. One cache for every app (a federation
// singleton), keyed by what the call depends on; a call in flight is shared by every reader of its key, and
// aborted when the last reader leaves; a failed call that may succeed again (no answer, or a 5xx) is retried
// with backoff; a failed poll keeps the data shown; polling waits while the tab is hidden; a page
// prerendered with its data starts from it. See docs/adr/0011-server-data-layer.md.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSessionStore } from '@teduh/shared';

/** The data block a page prerendered with its data carries (scripts/prerender.mjs writes it). */
export const buildTimeDataElementId = 'teduh-build-time-data';

declare global {
  interface Window {
    /** Every query's latest data by key: what the prerender keeps in the page. */
    __teduhApiQueries?: Record<string, unknown>;
  }
}

export type QueryState<T> =
  | { status: 'idle'; data: null; error: null }
  | { status: 'loading'; data: null; error: null }
  | { status: 'error'; data: null; error: unknown }
  /** `refreshError`: the latest poll (or a prerendered page's first refresh) failed; the data is the last answer. */
  | { status: 'success'; data: T; error: null; refreshError: unknown };

/** The state of a query with a key: it is never idle. */
export type KeyedQueryState<T> = Exclude<QueryState<T>, { status: 'idle' }>;

/** `Keyed`: the hook was given a key (a string), so the result is never idle. */
export type QueryResult<T, Keyed extends boolean = true> = (Keyed extends true
  ? KeyedQueryState<T>
  : QueryState<T>) & {
  /** Runs the call again from the loading state (the error state's "Try again"). */
  retry: () => void;
  /** Puts what a change answered in the cache as the key's data (every reader shows it). */
  setData: (data: T) => void;
};

export interface QueryOptions<T> {
  /** Automatic retries of a call that may succeed again (default 2). */
  retries?: number;
  /** While it answers a number, the data is fetched again that many milliseconds after each answer. */
  refetchEveryMs?: (data: T | null) => number | false;
}

interface Entry {
  state: QueryState<unknown>;
  /** The data came from the prerendered page and no fetch has answered yet. */
  seeded: boolean;
  controller: AbortController | null;
  readers: Set<() => void>;
  /** The abort of the call, due once the last reader has left (a reader arriving at once keeps it). */
  abortTimer: ReturnType<typeof setTimeout> | null;
  /** The latest call made for the key: asked again when the member changes under a mounted reader. */
  refetch: (() => void) | null;
  /** Read for a member who has since signed out, and still on screen: asked again at the next sign-in. */
  readForLeftMember: boolean;
}

const idle: QueryState<never> = { status: 'idle', data: null, error: null };
const loading: QueryState<never> = { status: 'loading', data: null, error: null };
const entries = new Map<string, Entry>();
const defaults = { retries: 2, retryDelayMs: 400 };
/** React's server renderer runs no effects: a render there notes the calls it found unanswered. */
const renderingOnServer = typeof window === 'undefined';
const unansweredOnServer = new Map<string, (signal: AbortSignal) => Promise<unknown>>();
/** Every answered query's data by key, wherever it was rendered: what the prerender keeps in the page. */
const answers: Record<string, unknown> = {};

let buildTimeData: Record<string, unknown> | null = null;

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

/** Read once, on first use: the first document's data, by query key (keys carry the language). */
function buildTime(): Record<string, unknown> {
  buildTimeData ??= readBuildTimeData();
  return buildTimeData;
}

function entryOf(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    const seeded = key in buildTime();
    entry = {
      state: seeded ? succeeded(buildTime()[key]) : loading,
      seeded,
      controller: null,
      readers: new Set(),
      abortTimer: null,
      refetch: null,
      readForLeftMember: false,
    };
    entries.set(key, entry);
  }
  return entry;
}

function succeeded<T>(data: T): QueryState<T> {
  return { status: 'success', data, error: null, refreshError: null };
}

function publish(entry: Entry, state: QueryState<unknown>): void {
  entry.state = state;
  for (const reader of entry.readers) reader();
}

/** No answer at all, or the server's own failure: worth asking again. A 4xx will answer the same. */
function mayAnswerAgain(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  const status = (error as { response?: { status?: unknown } }).response?.status;
  return typeof status !== 'number' || status >= 500;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** What the prerender keeps in the page (scripts/prerender.mjs). */
function remember(key: string, data: unknown): void {
  answers[key] = data;
  if (typeof window !== 'undefined') (window.__teduhApiQueries ??= {})[key] = data;
}

async function run<T>(
  key: string,
  entry: Entry,
  fetcher: (signal: AbortSignal) => Promise<T>,
  retries: number,
  isPoll: boolean,
): Promise<void> {
  const controller = new AbortController();
  entry.controller = controller;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const data = await fetcher(controller.signal);
      if (controller.signal.aborted) return;
      entry.controller = null;
      entry.seeded = false;
      remember(key, data);
      publish(entry, succeeded(data));
      return;
    } catch (error) {
      if (controller.signal.aborted) return;
      if (attempt < retries && mayAnswerAgain(error)) {
        await wait(defaults.retryDelayMs * 2 ** attempt, controller.signal);
        if (controller.signal.aborted) return;
        continue;
      }
      entry.controller = null;
      const keep = entry.seeded || isPoll;
      entry.seeded = false;
      // A prerendered page, and a polled status, keep the data shown when a refresh fails: it is what the
      // visitor is reading, and the next poll may answer; the failure is reported beside it.
      if (keep && entry.state.status === 'success') {
        publish(entry, { ...entry.state, refreshError: error });
        return;
      }
      publish(entry, { status: 'error', data: null, error });
      return;
    }
  }
}

/** Starts a call for `key` unless one is in flight (every reader shares it). */
function fetchOnce<T>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
  retries: number,
  isPoll = false,
): void {
  const entry = entryOf(key);
  entry.refetch = () => fetchOnce(key, fetcher, retries);
  if (entry.controller) return;
  void run(key, entry, fetcher, retries, isPoll);
}

/**
 * Server data for one page section: runs `fetcher` for `key` when a reader mounts or the key changes (a call
 * in flight for the key is shared), aborts it when no reader is left, and reports idle (no key), loading,
 * error and success. `key` names everything the call depends on (path, language, filters), so a change of
 * language fetches again; `null` asks for nothing. Data already read shows at once while it is refreshed.
 */
export function useApiQuery<T>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options?: QueryOptions<T>,
): QueryResult<T>;
export function useApiQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options?: QueryOptions<T>,
): QueryResult<T, false>;
export function useApiQuery<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: QueryOptions<T> = {},
): QueryResult<T, false> {
  const retries = options.retries ?? defaults.retries;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (key === null) return () => undefined;
      const entry = entryOf(key);
      entry.readers.add(onChange);
      if (entry.abortTimer) clearTimeout(entry.abortTimer);
      entry.abortTimer = null;
      return () => {
        entry.readers.delete(onChange);
        // Nobody waits for the answer any more: stop the call (the next reader starts it again). Not at
        // once: a reader that leaves and comes back in the same turn (React's strict mode, a re-keyed
        // component) keeps the call, so a call that may only be made once is not made twice.
        if (entry.readers.size === 0 && entry.controller) {
          entry.abortTimer = setTimeout(() => {
            entry.abortTimer = null;
            if (entry.readers.size > 0) return;
            entry.controller?.abort();
            entry.controller = null;
          }, 0);
        }
      };
    },
    [key],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => (key === null ? idle : entryOf(key).state),
    () => (key === null ? idle : entryOf(key).state),
  ) as QueryState<T>;
  if (renderingOnServer && key !== null && state.status === 'loading') unansweredOnServer.set(key, fetcher);

  useEffect(() => {
    if (key !== null) fetchOnce(key, fetcher, retries);
    // The fetcher is rebuilt on every render; `key` says when the call really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const interval = options.refetchEveryMs?.(state.status === 'success' ? state.data : null) ?? false;
  useEffect(() => {
    if (key === null || interval === false) return undefined;
    // Nobody reads a hidden tab: the poll waits, and asks at once when the tab is shown again.
    const poll = () => fetchOnce(key, fetcher, retries, true);
    const timer = setTimeout(() => {
      if (document.visibilityState !== 'hidden') poll();
    }, interval);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') poll();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
    // Set again after each answer (the state changes), so the next call waits a whole interval.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, interval, state]);

  const retry = useCallback(() => {
    if (key === null) return;
    const entry = entryOf(key);
    entry.controller?.abort();
    entry.controller = null;
    publish(entry, loading);
    fetchOnce(key, fetcher, retries);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const setData = useCallback(
    (data: T) => {
      if (key === null) return;
      const entry = entryOf(key);
      // An answer still on its way is older than the change: it must not overwrite it.
      entry.controller?.abort();
      entry.controller = null;
      entry.seeded = false;
      remember(key, data);
      publish(entry, succeeded(data));
    },
    [key],
  );

  return { ...state, retry, setData };
}

/**
 * The member changed: nothing read for the previous one may show again. Unread keys are forgotten. A key still
 * on screen goes back to loading and is asked again once a member is signed in (at once when another member
 * took the place); after a sign-out alone it is left to its page, which the sign-out takes away (asking the
 * API then would only be refused).
 */
function forgetMemberData(memberSignedIn: boolean): void {
  for (const [key, entry] of entries) {
    if (entry.readers.size > 0 && !memberSignedIn) {
      entry.readForLeftMember = true;
      continue;
    }
    entry.controller?.abort();
    entry.controller = null;
    if (entry.abortTimer) clearTimeout(entry.abortTimer);
    entry.abortTimer = null;
    entry.seeded = false;
    if (entry.readers.size === 0) entries.delete(key);
    else askAgain(entry);
  }
}

/** A key on screen whose data belonged to another member: loading, and its latest call made afresh. */
function askAgain(entry: Entry): void {
  entry.readForLeftMember = false;
  entry.controller?.abort();
  entry.controller = null;
  publish(entry, loading);
  entry.refetch?.();
}

/** A member signed in: what is still on screen from the one who signed out before is asked again. */
function askAgainForNewMember(): void {
  for (const entry of entries.values()) if (entry.readForLeftMember) askAgain(entry);
}

useSessionStore.subscribe((state, previous) => {
  const was = previous.profile?.uuid ?? null;
  const now = state.profile?.uuid ?? null;
  if (was === now) return;
  if (was !== null) forgetMemberData(now !== null);
  else askAgainForNewMember();
});

/**
 * Server rendering (scripts/prerender.mjs): makes the calls the last render found unanswered and keeps
 * their outcome, so the next render shows the page as a browser does once they have answered. One attempt
 * each: a call that fails here fails the same way after a browser's retries (the API is down, or refuses).
 * Answers whether there was any call to make (if not, the last render was the finished page).
 */
export async function answerServerRenderCalls(): Promise<boolean> {
  const calls = [...unansweredOnServer];
  unansweredOnServer.clear();
  await Promise.all(
    calls.map(async ([key, fetcher]) => {
      const entry = entryOf(key);
      try {
        const data = await fetcher(new AbortController().signal);
        remember(key, data);
        entry.state = succeeded(data);
      } catch (error) {
        entry.state = { status: 'error', data: null, error };
      }
    }),
  );
  return calls.length > 0;
}

/** The data of every query answered so far, by key (the prerendered page's data block). */
export function answeredApiQueries(): Record<string, unknown> {
  return { ...answers };
}

/**
 * Tests: forget every query and read the data block again on next use; `retries` and `retryDelayMs` set the
 * defaults (page tests run without automatic retries, so one failed answer shows its error).
 */
export function resetApiQueries(options: Partial<typeof defaults> = {}): void {
  for (const entry of entries.values()) {
    if (entry.abortTimer) clearTimeout(entry.abortTimer);
    entry.controller?.abort();
  }
  entries.clear();
  unansweredOnServer.clear();
  for (const key of Object.keys(answers)) delete answers[key];
  buildTimeData = null;
  Object.assign(defaults, options);
}
