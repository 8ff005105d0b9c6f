/**
 * Product analytics: events are queued and sent in batches to `POST analytics/api/v1/events/` on the API,
 * with `navigator.sendBeacon` when the page is hidden so the last events survive navigation. It goes
 * around the axios client on purpose: an analytics failure must never trigger the session rules (a 401
 * there must not send anyone home) and nothing here ever throws into product code.
 *
 * This part is what every page loads: each event is recorded when it happens (its page, language and time),
 * and the sender (analytics-sender.ts: the queue, batches, beacon) loads with the first event, once the page is
 * on screen, and takes what was recorded meanwhile, in order (ADR 0006).
 */
import i18next from 'i18next';
import type * as Sender from './analytics-sender';

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

/** What an event says of the moment it happened, and the path then (the visit's entry point, if first). */
export type EventMoment = Pick<AnalyticsEvent, 'page_url' | 'language' | 'timestamp'> & { path: string };

export const analyticsEventsPath = 'analytics/api/v1/events/';
/** Calls kept while the sender loads; the oldest go first past this. */
const maxPendingCalls = 200;

const runningUnderJest = typeof process !== 'undefined' && process.env?.NODE_ENV === 'test';

const defaultConfig: AnalyticsConfig = {
  baseURL: '/',
  enabled: !runningUnderJest,
  batchSize: 20,
  flushIntervalMs: 5000,
};
/** Read by the sender whenever it sends. */
export const analyticsConfig: AnalyticsConfig = { ...defaultConfig };

type SenderModule = typeof Sender;
let sender: SenderModule | null = null;
let pending: ((loaded: SenderModule) => void)[] = [];
let loading: Promise<void> | null = null;

/** Loads the sender once and hands it the calls made meanwhile; a failed load drops them (best effort). */
export function loadAnalyticsSender(): Promise<void> {
  loading ??= import('./analytics-sender')
    .then((loaded) => {
      sender = loaded;
      const calls = pending;
      pending = [];
      for (const call of calls) call(loaded);
    })
    .catch(() => {
      pending = [];
    });
  return loading;
}

function later(call: (loaded: SenderModule) => void): void {
  if (!analyticsConfig.enabled) return;
  try {
    if (sender) {
      call(sender);
      return;
    }
    pending.push(call);
    if (pending.length > maxPendingCalls) pending.shift();
    void loadAnalyticsSender();
  } catch {
    // analytics never breaks the product
  }
}

function moment(): EventMoment {
  const browser = typeof window !== 'undefined';
  return {
    page_url: browser ? window.location.href : '',
    path: browser ? window.location.pathname : '',
    language: i18next.resolvedLanguage ?? i18next.language ?? 'en',
    timestamp: new Date().toISOString(),
  };
}

export const analytics = {
  configure(options: Partial<AnalyticsConfig>): void {
    Object.assign(analyticsConfig, options);
  },
  /** A page view, named by the page (spec: the page-view event carries the page name). */
  page(pageName: string): void {
    const at = moment();
    later((loaded) => loaded.record('page_view', { page_name: pageName }, at));
  },
  track(event: string, properties: Record<string, unknown> = {}): void {
    const at = moment();
    later((loaded) => loaded.record(event, properties, at));
  },
  identify(id: string): void {
    later((loaded) => loaded.identify(id));
  },
  /** Forgets the user: queued events are sent first, as they belong to the previous user. */
  reset(): void {
    later((loaded) => loaded.reset());
  },
  /** Sends every queued event now. */
  flush(): void {
    later((loaded) => loaded.flush());
  },
};

/** Test helper: back to the default configuration, with nothing queued and no user, sending nothing. */
export function resetAnalyticsState(): void {
  Object.assign(analyticsConfig, defaultConfig);
  pending = [];
  sender?.resetSenderState();
}
