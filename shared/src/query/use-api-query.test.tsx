import { act, renderHook, waitFor } from '@testing-library/react';
import { useSessionStore } from '@teduh/shared';
import { profileFixture } from '@teduh/shared/testing';
import { resetApiQueries, useApiQuery } from './use-api-query';

/** The hook as a page carrying `data` in its build-time data block would run it. */
function withBuildTimeData(data: Record<string, unknown> | null): void {
  document.getElementById('teduh-build-time-data')?.remove();
  if (data) {
    const block = document.createElement('script');
    block.id = 'teduh-build-time-data';
    block.type = 'application/json';
    block.textContent = JSON.stringify(data);
    document.head.append(block);
  }
  resetApiQueries();
}

afterEach(() => {
  document.getElementById('teduh-build-time-data')?.remove();
  delete window.__teduhApiQueries;
});

test('starts loading without build-time data, then records what the API answered', async () => {
  withBuildTimeData(null);
  const { result } = renderHook(() => useApiQuery('faqs:en', () => Promise.resolve(['Fresh'])));
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.data).toEqual(['Fresh']));
  expect(window.__teduhApiQueries).toEqual({ 'faqs:en': ['Fresh'] });
});

test('starts from the build-time data of its key, then shows the refreshed data', async () => {
  withBuildTimeData({ 'faqs:en': ['Built'] });
  let answer: (value: string[]) => void = () => undefined;
  const { result } = renderHook(() =>
    useApiQuery('faqs:en', () => new Promise<string[]>((resolve) => (answer = resolve))),
  );
  expect(result.current).toMatchObject({ status: 'success', data: ['Built'] });
  await act(async () => answer(['Fresh']));
  expect(result.current).toMatchObject({ status: 'success', data: ['Fresh'] });
});

test('keeps the build-time data when the refresh fails, and ignores data of other keys', async () => {
  withBuildTimeData({ 'faqs:en': ['Built'] });
  const kept = renderHook(() => useApiQuery('faqs:en', () => Promise.reject(new Error('offline'))));
  await act(async () => undefined);
  expect(kept.result.current).toMatchObject({ status: 'success', data: ['Built'] });

  const other = renderHook(() => useApiQuery('faqs:ms', () => Promise.reject(new Error('offline'))));
  expect(other.result.current.status).toBe('loading');
  await waitFor(() => expect(other.result.current.status).toBe('error'));
});

/** An axios-like failure with the server's status (none: no answer at all). */
const failure = (status?: number) =>
  Object.assign(new Error('failed'), status === undefined ? {} : { response: { status } });

test('asks nothing without a key', () => {
  const fetcher = jest.fn(() => Promise.resolve('never'));
  const { result } = renderHook(() => useApiQuery(null, fetcher));
  expect(result.current.status).toBe('idle');
  expect(fetcher).not.toHaveBeenCalled();
});

test('readers of one key share one call, and a later reader sees the data at once while it refreshes', async () => {
  const fetcher = jest.fn(() => Promise.resolve({ name: 'Teduh' }));
  const first = renderHook(() => useApiQuery('profile', fetcher));
  const second = renderHook(() => useApiQuery('profile', fetcher));
  await waitFor(() => expect(second.result.current.data).toEqual({ name: 'Teduh' }));
  expect(first.result.current.data).toEqual({ name: 'Teduh' });
  expect(fetcher).toHaveBeenCalledTimes(1);

  const third = renderHook(() => useApiQuery('profile', fetcher));
  expect(third.result.current).toMatchObject({ status: 'success', data: { name: 'Teduh' } });
  await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
});

test('aborts the call when its last reader leaves, and starts it again for a new reader', async () => {
  const signals: AbortSignal[] = [];
  const fetcher = (signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<string>(() => undefined);
  };
  const first = renderHook(() => useApiQuery('slow', fetcher));
  const second = renderHook(() => useApiQuery('slow', fetcher));
  first.unmount();
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(signals[0]!.aborted).toBe(false);
  second.unmount();
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(signals[0]!.aborted).toBe(true);

  renderHook(() => useApiQuery('slow', fetcher));
  expect(signals).toHaveLength(2);
  expect(signals[1]!.aborted).toBe(false);
});

test('retries a call that had no answer or a 5xx, with backoff, but not a 4xx', async () => {
  resetApiQueries({ retries: 2, retryDelayMs: 1 });
  const flaky = jest
    .fn<Promise<string>, [AbortSignal]>()
    .mockRejectedValueOnce(failure())
    .mockRejectedValueOnce(failure(503))
    .mockResolvedValueOnce('third time');
  const recovered = renderHook(() => useApiQuery('flaky', flaky));
  await waitFor(() => expect(recovered.result.current.data).toBe('third time'));
  expect(flaky).toHaveBeenCalledTimes(3);

  const refused = jest.fn<Promise<string>, [AbortSignal]>().mockRejectedValue(failure(404));
  const notFound = renderHook(() => useApiQuery('missing', refused));
  await waitFor(() => expect(notFound.result.current.status).toBe('error'));
  expect(refused).toHaveBeenCalledTimes(1);

  const down = jest.fn<Promise<string>, [AbortSignal]>().mockRejectedValue(failure(500));
  const gaveUp = renderHook(() => useApiQuery('down', down));
  await waitFor(() => expect(gaveUp.result.current.status).toBe('error'));
  expect(down).toHaveBeenCalledTimes(3);
});

test('retry() asks again after an error', async () => {
  const fetcher = jest
    .fn<Promise<string>, [AbortSignal]>()
    .mockRejectedValueOnce(failure(500))
    .mockResolvedValueOnce('back');
  const { result } = renderHook(() => useApiQuery('retry', fetcher));
  await waitFor(() => expect(result.current.status).toBe('error'));
  act(() => result.current.retry());
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.data).toBe('back'));
});

test('polls while refetchEveryMs answers a number, and stops when it answers false', async () => {
  const answers = ['pending', 'pending', 'paid'];
  const fetcher = jest.fn(() => Promise.resolve(answers.shift() ?? 'paid'));
  const { result } = renderHook(() =>
    useApiQuery('status', fetcher, { refetchEveryMs: (data) => (data === 'paid' ? false : 5) }),
  );
  await waitFor(() => expect(result.current.data).toBe('paid'));
  expect(fetcher).toHaveBeenCalledTimes(3);
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(fetcher).toHaveBeenCalledTimes(3);
});

test("a new key shows loading, never the previous key's data", async () => {
  const { result, rerender } = renderHook(({ key }) => useApiQuery(key, () => Promise.resolve(key)), {
    initialProps: { key: 'faqs:en' },
  });
  await waitFor(() => expect(result.current.data).toBe('faqs:en'));
  rerender({ key: 'faqs:ms' });
  expect(result.current.status).toBe('loading');
  await waitFor(() => expect(result.current.data).toBe('faqs:ms'));
});

test('a failed poll keeps the data shown and reports the failure beside it', async () => {
  const offline = failure();
  const fetcher = jest
    .fn<Promise<string>, [AbortSignal]>()
    .mockResolvedValueOnce('first')
    .mockRejectedValueOnce(offline)
    .mockResolvedValueOnce('third');
  const seen: unknown[] = [];
  const { result } = renderHook(() => {
    const query = useApiQuery('kept', fetcher, {
      refetchEveryMs: () => (fetcher.mock.calls.length < 3 ? 5 : false),
    });
    const { status, data, error } = query;
    seen.push({ status, data, error, refreshError: 'refreshError' in query ? query.refreshError : null });
    return query;
  });
  await waitFor(() => expect(result.current).toMatchObject({ data: 'third', refreshError: null }));
  expect(seen).toContainEqual({ status: 'success', data: 'first', error: null, refreshError: null });
  expect(seen).toContainEqual({ status: 'success', data: 'first', error: null, refreshError: offline });
  expect(seen).not.toContainEqual(expect.objectContaining({ status: 'error' }));
});

test('setData puts what a change answered in the cache for every reader, over a call in flight', async () => {
  const signals: AbortSignal[] = [];
  const fetcher = (signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<string>(() => undefined);
  };
  const first = renderHook(() => useApiQuery('changed', fetcher));
  const second = renderHook(() => useApiQuery('changed', fetcher));
  act(() => first.result.current.setData('after the change'));
  expect(second.result.current).toMatchObject({ status: 'success', data: 'after the change' });
  expect(signals[0]!.aborted).toBe(true);
});

test('polling waits while the tab is hidden, and asks at once when it is shown again', async () => {
  let visibility: DocumentVisibilityState = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  const fetcher = jest.fn(() => Promise.resolve('pending'));
  renderHook(() => useApiQuery('hidden', fetcher, { refetchEveryMs: () => 5 }));
  await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));

  visibility = 'hidden';
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(fetcher).toHaveBeenCalledTimes(1);

  visibility = 'visible';
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  jest.restoreAllMocks();
});

test('a reader leaving and another arriving in the same turn (strict mode) share the one call', async () => {
  const signals: AbortSignal[] = [];
  const fetcher = (signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<string>(() => undefined);
  };
  const first = renderHook(() => useApiQuery('once', fetcher));
  first.unmount();
  renderHook(() => useApiQuery('once', fetcher));
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(signals).toHaveLength(1);
  expect(signals[0]!.aborted).toBe(false);
});

test('a failed refresh of data read before (not a poll) shows the error, with "Try again"', async () => {
  const fetcher = jest
    .fn<Promise<string>, [AbortSignal]>()
    .mockResolvedValueOnce('first')
    .mockRejectedValueOnce(failure(500));
  const first = renderHook(() => useApiQuery('reread', fetcher));
  await waitFor(() => expect(first.result.current.data).toBe('first'));
  first.unmount();
  const second = renderHook(() => useApiQuery('reread', fetcher));
  await waitFor(() => expect(second.result.current.status).toBe('error'));
});

test('a member leaving forgets what was read for them; another member signing in asks again for what is on screen', async () => {
  useSessionStore.getState().setAuthenticated(profileFixture({ uuid: 'member-a' }));
  const answers = ['certificates of A', 'certificates of B'];
  const fetcher = jest.fn(() => Promise.resolve(answers.shift() ?? 'again'));
  const onScreen = renderHook(() => useApiQuery('policies', fetcher));
  await waitFor(() => expect(onScreen.result.current.data).toBe('certificates of A'));
  const unread = renderHook(() => useApiQuery('referrals', () => Promise.resolve('referrals of A')));
  await waitFor(() => expect(unread.result.current.data).toBe('referrals of A'));
  unread.unmount();

  // Signed out: the page on screen is left to the sign-out (no call the API would refuse); the rest is gone.
  act(() => useSessionStore.getState().clear());
  expect(fetcher).toHaveBeenCalledTimes(1);
  const later = renderHook(() => useApiQuery('referrals', () => new Promise<string>(() => undefined)));
  expect(later.result.current.status).toBe('loading');

  // Another member signs in in the same tab: what is on screen goes back to loading and is asked for them.
  act(() => useSessionStore.getState().setAuthenticated(profileFixture({ uuid: 'member-b' })));
  expect(onScreen.result.current.status).toBe('loading');
  await waitFor(() => expect(onScreen.result.current.data).toBe('certificates of B'));
});
