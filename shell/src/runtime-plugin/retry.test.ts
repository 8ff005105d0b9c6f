import {
  backoffDelay,
  defaultRetryOptions,
  fetchWithRetry,
  retryPlugin,
  withRetryQuery,
  type RetryOptions,
} from './retry';

const fast: RetryOptions = { ...defaultRetryOptions, baseDelayMs: 1, maxDelayMs: 5 };

const response = (status: number) => ({ ok: status < 400, status }) as Response;

describe('retry helpers', () => {
  it('backs off by a growing, capped delay', () => {
    expect(backoffDelay(1)).toBe(500);
    expect(backoffDelay(2)).toBe(1500);
    expect(backoffDelay(3)).toBe(4500);
    expect(backoffDelay(4)).toBe(5000);
  });

  it('gives every attempt its own URL', () => {
    expect(withRetryQuery('/remotes/marketing/remoteEntry.js', 1)).toBe(
      '/remotes/marketing/remoteEntry.js?retry=1',
    );
    expect(withRetryQuery('https://cdn.example.my/mf-manifest.json?v=3#x', 2)).toBe(
      'https://cdn.example.my/mf-manifest.json?v=3&retry=2#x',
    );
  });
});

describe('fetchWithRetry', () => {
  it('retries a failing manifest fetch a bounded number of times', async () => {
    const fetcher = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(response(503))
      .mockResolvedValueOnce(response(200));
    await expect(fetchWithRetry('/m.json', {}, fast, fetcher)).resolves.toMatchObject({ status: 200 });
    expect(fetcher.mock.calls.map(([url]) => url)).toEqual(['/m.json', '/m.json?retry=1', '/m.json?retry=2']);
  });

  it('gives up after the last retry', async () => {
    const fetcher = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithRetry('/m.json', {}, fast, fetcher)).rejects.toThrow('Failed to fetch');
    expect(fetcher).toHaveBeenCalledTimes(fast.retries + 1);
  });

  it('does not retry an answer that will not change, such as 404', async () => {
    const fetcher = jest.fn().mockResolvedValue(response(404));
    await expect(fetchWithRetry('/m.json', {}, fast, fetcher)).resolves.toMatchObject({ status: 404 });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('retryPlugin loadEntryError', () => {
  type Hook = NonNullable<ReturnType<typeof retryPlugin>['loadEntryError']>;
  type Args = Parameters<Hook>[0];

  function args(getRemoteEntry: jest.Mock): Args {
    return {
      getRemoteEntry,
      origin: {} as Args['origin'],
      remoteInfo: {
        name: 'teduh_marketing',
        entry: '/remotes/marketing/remoteEntry.js',
      } as Args['remoteInfo'],
      remoteEntryExports: undefined,
      globalLoading: { 'teduh_marketing:/remotes/marketing/remoteEntry.js': Promise.resolve() },
      uniqueKey: 'teduh_marketing:/remotes/marketing/remoteEntry.js',
    };
  }

  it('loads the entry again with a fresh URL, after clearing the failed load', async () => {
    const container = { get: jest.fn(), init: jest.fn() };
    const hookArgs = args(
      jest.fn().mockImplementation(async ({ getEntryUrl }: { getEntryUrl: (url: string) => string }) => {
        expect(hookArgs.globalLoading[hookArgs.uniqueKey]).toBeUndefined();
        if (getEntryUrl('/remotes/marketing/remoteEntry.js').endsWith('retry=1'))
          throw new Error('still down');
        return container;
      }),
    );
    const hook = retryPlugin(fast).loadEntryError as Hook;

    await expect(hook(hookArgs)).resolves.toBe(container);
    expect(hookArgs.getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('returns nothing after the last retry, so the runtime raises its own error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hookArgs = args(jest.fn().mockRejectedValue(new Error('down')));
    const hook = retryPlugin(fast).loadEntryError as Hook;

    await expect(hook(hookArgs)).resolves.toBeUndefined();
    expect(hookArgs.getRemoteEntry).toHaveBeenCalledTimes(fast.retries);
    warn.mockRestore();
  });
});
