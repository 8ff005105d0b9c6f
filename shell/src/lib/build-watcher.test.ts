import { buildCheckIntervalMs, createBuildWatcher } from './build-watcher';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createBuildWatcher', () => {
  it('asks for the build id at most once a minute, on navigation', async () => {
    let now = 0;
    const fetchBuildId = jest.fn().mockResolvedValue('build-1');
    const watcher = createBuildWatcher({ buildId: 'build-1', fetchBuildId, now: () => now });

    now = 30_000;
    expect(watcher.onNavigation()).toBe(false);
    expect(fetchBuildId).not.toHaveBeenCalled();

    now = buildCheckIntervalMs;
    expect(watcher.onNavigation()).toBe(false);
    await flush();
    now += 10_000;
    watcher.onNavigation();
    expect(fetchBuildId).toHaveBeenCalledTimes(1);

    now += buildCheckIntervalMs;
    watcher.onNavigation();
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
  });

  it('makes the navigation after a new build id a full page load', async () => {
    let now = 0;
    const watcher = createBuildWatcher({
      buildId: 'build-1',
      fetchBuildId: jest.fn().mockResolvedValue('build-2'),
      now: () => now,
    });

    now = buildCheckIntervalMs;
    expect(watcher.onNavigation()).toBe(false);
    await flush();

    expect(watcher.isStale()).toBe(true);
    expect(watcher.onNavigation()).toBe(true);
  });

  it('stays on the same build while the id is unchanged or the manifest is unreachable', async () => {
    let now = 0;
    const fetchBuildId = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('build-1');
    const watcher = createBuildWatcher({ buildId: 'build-1', fetchBuildId, now: () => now });

    now = buildCheckIntervalMs;
    watcher.onNavigation();
    await flush();
    now += buildCheckIntervalMs;
    watcher.onNavigation();
    await flush();

    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    expect(watcher.onNavigation()).toBe(false);
  });
});
