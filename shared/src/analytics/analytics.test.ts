import i18next from 'i18next';
import { analytics, loadAnalyticsSender, resetAnalyticsState, type AnalyticsBatch } from './analytics';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const beaconMock = jest.fn<boolean, [string, BodyInit?]>();

beforeAll(async () => {
  await i18next.init({ lng: 'ms', resources: {}, initAsync: false });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  Object.defineProperty(navigator, 'sendBeacon', { value: beaconMock, configurable: true, writable: true });
});

beforeEach(async () => {
  // Loaded: from here each call reaches the sender at once (the first test of the file below loads it late).
  await loadAnalyticsSender();
  resetAnalyticsState();
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 202 } as Response);
  beaconMock.mockReset().mockReturnValue(true);
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/ms/pusara-pro');
  analytics.configure({
    enabled: true,
    baseURL: 'http://localhost:4000/',
    batchSize: 3,
    flushIntervalMs: 5000,
  });
});

afterEach(() => jest.useRealTimers());

function sentBatch(call = 0): AnalyticsBatch {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body)) as AnalyticsBatch;
}

async function blobText(blob: unknown): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob as Blob);
  });
}

describe('analytics before its sender has loaded', () => {
  it('keeps each event with the page and time it happened, and the calls in order', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./analytics');
      fresh.analytics.configure({ enabled: true, baseURL: 'http://localhost:4000/', batchSize: 10 });
      window.history.replaceState(null, '', '/ms/faq');
      fresh.analytics.identify('user-1');
      fresh.analytics.page('faq');
      window.history.replaceState(null, '', '/ms/resources');
      fresh.analytics.reset();
      fresh.analytics.track('after');
      // The first call started the sender's load; nothing is sent before it is there.
      expect(fetchMock).not.toHaveBeenCalled();
      await fresh.loadAnalyticsSender();
      fresh.analytics.flush();
      expect(sentBatch(0).events.map((e) => [e.event, e.user_id, e.page_url, e.entry_point])).toEqual([
        ['page_view', 'user-1', 'http://localhost/ms/faq', '/ms/faq'],
      ]);
      expect(sentBatch(1).events.map((e) => [e.event, e.user_id, e.page_url])).toEqual([
        ['after', null, 'http://localhost/ms/resources'],
      ]);
      fresh.resetAnalyticsState();
    });
  });
});

describe('analytics', () => {
  it('is off under jest until enabled', () => {
    resetAnalyticsState();
    analytics.track('calculator_submit');
    analytics.flush();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('batches events and posts them to the API when the batch is full', () => {
    analytics.identify('3f1c2b7e-8d4a-4c1e-9a52-0c6f1d2e3b4a');
    analytics.page('pusara-pro');
    analytics.track('quote_started', { sum_covered: 5000000 });
    expect(fetchMock).not.toHaveBeenCalled();
    analytics.track('quote_priced');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:4000/analytics/api/v1/events/');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', keepalive: true });
    const { events } = sentBatch();
    expect(events.map((e) => e.event)).toEqual(['page_view', 'quote_started', 'quote_priced']);
    expect(events[0]).toMatchObject({
      properties: { page_name: 'pusara-pro' },
      platform: 'web',
      user_id: '3f1c2b7e-8d4a-4c1e-9a52-0c6f1d2e3b4a',
      page_url: 'http://localhost/ms/pusara-pro',
      language: 'ms',
      entry_point: '/ms/pusara-pro',
    });
    expect(events[1]?.properties).toEqual({ sum_covered: 5000000 });
    expect(Number.isNaN(Date.parse(events[0]?.timestamp ?? ''))).toBe(false);
  });

  it('sends a partial batch after the flush interval', () => {
    jest.useFakeTimers();
    analytics.track('faq_opened');
    jest.advanceTimersByTime(4999);
    expect(fetchMock).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the entry point of the visit while the page changes', () => {
    analytics.track('a');
    window.history.replaceState(null, '', '/ms/faq');
    analytics.track('b');
    analytics.flush();
    expect(sentBatch().events.map((e) => [e.entry_point, e.page_url])).toEqual([
      ['/ms/pusara-pro', 'http://localhost/ms/pusara-pro'],
      ['/ms/pusara-pro', 'http://localhost/ms/faq'],
    ]);
  });

  it('uses sendBeacon when the page is hidden', async () => {
    analytics.track('locale_change', { from: 'en', to: 'ms' });
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(beaconMock).toHaveBeenCalledTimes(1);
    const [url, body] = beaconMock.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:4000/analytics/api/v1/events/');
    const batch = JSON.parse(await blobText(body)) as AnalyticsBatch;
    expect(batch.events[0]).toMatchObject({ event: 'locale_change', properties: { from: 'en', to: 'ms' } });
  });

  it('falls back to fetch when the beacon is refused', () => {
    beaconMock.mockReturnValue(false);
    analytics.track('x');
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reset sends what the previous user queued, then forgets the user', () => {
    analytics.identify('user-1');
    analytics.track('before');
    analytics.reset();
    expect(sentBatch(0).events[0]?.user_id).toBe('user-1');
    analytics.track('after');
    analytics.flush();
    expect(sentBatch(1).events[0]?.user_id).toBeNull();
  });

  it('never throws, even when the transport does', async () => {
    fetchMock.mockImplementation(() => {
      throw new TypeError('fetch is broken');
    });
    expect(() => {
      analytics.track('a');
      analytics.flush();
    }).not.toThrow();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    analytics.track('b');
    expect(() => analytics.flush()).not.toThrow();
    await Promise.resolve();
  });
});
