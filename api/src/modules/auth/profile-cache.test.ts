import { announceProfileChange, ProfileCache } from './profile-cache';

describe('ProfileCache', () => {
  let cache: ProfileCache<string>;
  afterEach(() => {
    cache.close();
    jest.useRealTimers();
  });

  it('answers from memory within its lifetime, and reads again after', async () => {
    const start = Date.parse('2026-11-26T08:00:00Z');
    jest.useFakeTimers({ now: start });
    cache = new ProfileCache<string>(1000);
    const read = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    expect(await cache.get('member', read)).toBe('first');
    jest.setSystemTime(start + 999);
    expect(await cache.get('member', read)).toBe('first');
    jest.setSystemTime(start + 1001);
    expect(await cache.get('member', read)).toBe('second');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('forgets a member at once when a change to them is announced, and everyone on a change by address', async () => {
    cache = new ProfileCache<string>(60_000);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    announceProfileChange('a');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
    announceProfileChange();
    expect(await cache.get('b', async () => 'b3')).toBe('b3');
  });

  it('does not keep a read that was under way when a change was announced', async () => {
    cache = new ProfileCache<string>(60_000);
    let finish: (value: string) => void = () => undefined;
    const slow = cache.get('a', () => new Promise<string>((resolve) => (finish = resolve)));
    announceProfileChange('a');
    finish('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.get('a', async () => 'after the change')).toBe('after the change');
  });

  it('reads once for callers that ask together, and keeps no unknown member', async () => {
    cache = new ProfileCache<string>(60_000);
    const read = jest.fn(async () => 'one');
    await Promise.all([cache.get('a', read), cache.get('a', read), cache.get('a', read)]);
    expect(read).toHaveBeenCalledTimes(1);
    const missing = jest.fn(async () => undefined);
    await cache.get('gone', missing);
    await cache.get('gone', missing);
    expect(missing).toHaveBeenCalledTimes(2);
  });

  it('holds at most its number of entries, dropping the oldest', async () => {
    cache = new ProfileCache<string>(60_000, 2);
    for (const id of ['a', 'b', 'c']) await cache.get(id, async () => `${id}1`);
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });
});
