// Members' profiles kept briefly in memory: `me/` is asked on every page a signed-in member opens (by the shell and
// by each micro-frontend), and the profile changes rarely. Staleness is bounded: a change written through this
// process is announced (`announceProfileChange`) and forgotten at once; a change written by another instance
// shows within the cache's lifetime (PROFILE_CACHE_MS, 1 s by default).

import { LRUCache } from 'lru-cache';

type Listener = (userId: string | undefined) => void;

/** Every profile cache of this process (one per API instance; tests run several). */
const listeners = new Set<Listener>();

/**
 * Tells every profile cache of this process that a member's profile changed, after the change is written.
 * Without a user id (a change found by e-mail address, say), every kept profile is forgotten.
 */
export function announceProfileChange(userId?: string): void {
  for (const listener of listeners) listener(userId);
}

export class ProfileCache<T> {
  /** Kept profiles, the least recently read dropped first, by the wall clock (read on every call). */
  private readonly kept: LRUCache<string, { value: T }>;
  private readonly reading = new Map<string, Promise<T | undefined>>();
  /** Counts announced changes: a read that began before one is not kept, as it may hold the old profile. */
  private changes = 0;
  private readonly listener: Listener = (userId) => {
    this.changes += 1;
    if (userId === undefined) this.kept.clear();
    else this.kept.delete(userId);
  };

  constructor(
    private readonly lifetimeMs: number,
    maxEntries = 10_000,
  ) {
    this.kept = new LRUCache({ max: maxEntries, ttl: Math.max(lifetimeMs, 1), ttlResolution: 0, perf: Date });
    listeners.add(this.listener);
  }

  /** The kept profile of `userId`, or what `read` gives (kept unless a change was announced meanwhile). */
  async get(userId: string, read: () => Promise<T | undefined>): Promise<T | undefined> {
    const kept = this.kept.get(userId);
    if (kept) return kept.value;
    if (this.lifetimeMs === 0) return read();
    const pending = this.reading.get(userId);
    if (pending) return pending;
    const changesBefore = this.changes;
    const reading = read().finally(() => this.reading.delete(userId));
    this.reading.set(userId, reading);
    const value = await reading;
    if (value !== undefined && changesBefore === this.changes) this.kept.set(userId, { value });
    return value;
  }

  /** Stops listening for changes (the app is closing). */
  close(): void {
    listeners.delete(this.listener);
    this.kept.clear();
  }
}
