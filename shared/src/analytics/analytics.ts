/**
 * Product analytics: events are queued and sent in batches to `POST analytics/api/v1/events/` on the API,
 * with `navigator.sendBeacon` when the page is hidden so the last events survive navigation. It goes
 * around the axios client on purpose: an analytics failure must never trigger the session rules (a 401
 * there must not send anyone home) and nothing here ever throws into product code.
 */
import i18next from 'i18next';

export interface AnalyticsEvent {
  event: string;
  properties: Record<string, unknown>;
  platform: 'web';
  /** The profile uuid once identified. */
  user_id: string | null;
  page_url: string;
  language: string;
  /** The path the visit started on (kept for the browser tab's session). */
  entry_point: string;
  /** ISO 8601 instant. */
  timestamp: string;
}

export interface AnalyticsBatch {
  events: AnalyticsEvent[];
}

export interface AnalyticsConfig {
  /** The API's base URL, with a trailing slash. */
  baseURL: string;
  /** Off under jest unless turned on, so tests never send events by accident. */
  enabled: boolean;
  /** Events per request. */
  batchSize: number;
  /** How long an event may wait in the queue. */
  flushIntervalMs: number;
}

export const analyticsEventsPath = 'analytics/api/v1/events/';
const entryPointStorageKey = 'teduh-analytics-entry-point';
const maxQueuedEvents = 200;

const runningUnderJest = typeof process !== 'undefined' && process.env?.NODE_ENV === 'test';

const defaultConfig: AnalyticsConfig = {
  baseURL: '/',
  enabled: !runningUnderJest,
  batchSize: 20,
  flushIntervalMs: 5000,
};
const config: AnalyticsConfig = { ...defaultConfig };

let queue: AnalyticsEvent[] = [];
let userId: string | null = null;
let entryPoint: string | null = null;
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let pageHideListening = false;

function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

function endpoint(): string {
  const base = config.baseURL.endsWith('/') ? config.baseURL : `${config.baseURL}/`;
  return `${base}${analyticsEventsPath}`;
}

function currentEntryPoint(): string {
  if (entryPoint !== null) return entryPoint;
  if (!isBrowser()) return '';
  try {
    const stored = window.sessionStorage.getItem(entryPointStorageKey);
    entryPoint = stored ?? window.location.pathname;
    if (stored === null) window.sessionStorage.setItem(entryPointStorageKey, entryPoint);
  } catch {
    // Storage can be blocked (privacy modes); the entry point then lives for this page only.
    entryPoint = window.location.pathname;
  }
  return entryPoint;
}

function buildEvent(event: string, properties: Record<string, unknown>): AnalyticsEvent {
  return {
    event,
    properties,
    platform: 'web',
    user_id: userId,
    page_url: isBrowser() ? window.location.href : '',
    language: i18next.resolvedLanguage ?? i18next.language ?? 'en',
    entry_point: currentEntryPoint(),
    timestamp: new Date().toISOString(),
  };
}

function send(events: AnalyticsEvent[], useBeacon: boolean): void {
  const body = JSON.stringify({ events } satisfies AnalyticsBatch);
  // text/plain keeps the beacon a simple request (no preflight); the endpoint parses it as JSON.
  if (useBeacon && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(endpoint(), new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return;
  }
  if (typeof fetch !== 'function') return;
  fetch(endpoint(), {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
    keepalive: true,
  }).catch(() => {
    // Analytics is best effort: a lost batch is not worth a retry storm or an error in the console.
  });
}

function flush(useBeacon = false): void {
  if (flushTimer !== null) {
    clearTimeout(flushTimer);
    flushTimer = null;
  }
  while (queue.length > 0) {
    const batch = queue.slice(0, config.batchSize);
    queue = queue.slice(batch.length);
    send(batch, useBeacon);
  }
}

function onPageHide(): void {
  try {
    flush(true);
  } catch {
    // never throw from an event listener
  }
}

function onVisibilityChange(): void {
  if (document.visibilityState === 'hidden') onPageHide();
}

function listenForPageHide(): void {
  if (pageHideListening || !isBrowser()) return;
  pageHideListening = true;
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('visibilitychange', onVisibilityChange);
}

function enqueue(event: AnalyticsEvent): void {
  queue.push(event);
  if (queue.length > maxQueuedEvents) queue = queue.slice(queue.length - maxQueuedEvents);
  listenForPageHide();
  if (queue.length >= config.batchSize) flush();
  else if (flushTimer === null) flushTimer = setTimeout(() => analytics.flush(), config.flushIntervalMs);
}

function safely(action: () => void): void {
  try {
    if (config.enabled) action();
  } catch {
    // analytics never breaks the product
  }
}

export const analytics = {
  configure(options: Partial<AnalyticsConfig>): void {
    Object.assign(config, options);
  },
  /** A page view, named by the page (spec: the page-view event carries the page name). */
  page(pageName: string): void {
    safely(() => enqueue(buildEvent('page_view', { page_name: pageName })));
  },
  track(event: string, properties: Record<string, unknown> = {}): void {
    safely(() => enqueue(buildEvent(event, properties)));
  },
  identify(id: string): void {
    safely(() => {
      userId = id;
    });
  },
  /** Forgets the user: queued events are sent first, as they belong to the previous user. */
  reset(): void {
    safely(() => {
      flush();
      userId = null;
    });
  },
  /** Sends every queued event now. */
  flush(): void {
    safely(() => flush());
  },
};

/** Test helper: back to the default configuration, with an empty queue and no user, sending nothing. */
export function resetAnalyticsState(): void {
  Object.assign(config, defaultConfig);
  if (flushTimer !== null) clearTimeout(flushTimer);
  flushTimer = null;
  queue = [];
  userId = null;
  entryPoint = null;
}
