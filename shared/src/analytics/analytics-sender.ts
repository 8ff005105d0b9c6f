/**
 * The analytics sender (analytics.ts loads it with the first event): the queue of events, sent in batches, or
 * with `navigator.sendBeacon` when the page is hidden. Nothing here ever throws into product code.
 */
import {
  analyticsConfig as config,
  analyticsEventsPath,
  type AnalyticsBatch,
  type AnalyticsEvent,
  type EventMoment,
} from './analytics';

const entryPointStorageKey = 'teduh-analytics-entry-point';
const maxQueuedEvents = 200;

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

/** The path the visit started on: kept for the tab's session, else `path`, where the first event happened. */
function currentEntryPoint(path: string): string {
  if (entryPoint !== null) return entryPoint;
  if (!isBrowser()) return '';
  try {
    const stored = window.sessionStorage.getItem(entryPointStorageKey);
    entryPoint = stored ?? path;
    if (stored === null) window.sessionStorage.setItem(entryPointStorageKey, entryPoint);
  } catch {
    // Storage can be blocked (privacy modes); the entry point then lives for this page only.
    entryPoint = path;
  }
  return entryPoint;
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

function sendQueued(useBeacon = false): void {
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
    sendQueued(true);
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

function safely(action: () => void): void {
  try {
    if (config.enabled) action();
  } catch {
    // analytics never breaks the product
  }
}

/** Queues an event recorded at `at`; a full batch goes at once, a partial one after the flush interval. */
export function record(event: string, properties: Record<string, unknown>, at: EventMoment): void {
  safely(() => {
    queue.push({
      event,
      properties,
      platform: 'web',
      user_id: userId,
      page_url: at.page_url,
      language: at.language,
      entry_point: currentEntryPoint(at.path),
      timestamp: at.timestamp,
    });
    if (queue.length > maxQueuedEvents) queue = queue.slice(queue.length - maxQueuedEvents);
    listenForPageHide();
    if (queue.length >= config.batchSize) sendQueued();
    else if (flushTimer === null) flushTimer = setTimeout(flush, config.flushIntervalMs);
  });
}

export function identify(id: string): void {
  safely(() => {
    userId = id;
  });
}

export function reset(): void {
  safely(() => {
    sendQueued();
    userId = null;
  });
}

export function flush(): void {
  safely(() => sendQueued());
}

/** Test helper: an empty queue and no user. */
export function resetSenderState(): void {
  if (flushTimer !== null) clearTimeout(flushTimer);
  flushTimer = null;
  queue = [];
  userId = null;
  entryPoint = null;
}
