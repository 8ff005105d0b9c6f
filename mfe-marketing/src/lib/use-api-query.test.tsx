import { act, renderHook, waitFor } from '@testing-library/react';
import { forgetBuildTimeData, useApiQuery } from './use-api-query';

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
  forgetBuildTimeData();
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
