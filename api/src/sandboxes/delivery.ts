// What the provider sandboxes share to do work later and to POST events to our API: timers that the sandbox's
// idle() waits for and its close() cancels, and delivery with exponential backoff until the receiver answers 2xx.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface SandboxScheduler {
  /** Counts work in progress, so idle() waits for it. */
  track(work: Promise<void>): void;
  /** Runs a task later; idle() waits for it. Nothing runs once the sandbox is closed. */
  later(ms: number, task: () => void): void;
  /** Runs a task later without holding idle() or the process (e.g. a session expiring in 30 minutes). */
  background(ms: number, task: () => void): NodeJS.Timeout;
  closed(): boolean;
  /** Resolves when no tracked work is left. */
  idle(): Promise<void>;
}

/** Timers and in-flight work of one sandbox; closing the app stops them. */
export function createScheduler(app: FastifyInstance): SandboxScheduler {
  const inFlight = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  function track(work: Promise<void>): void {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  function later(ms: number, task: () => void): void {
    if (closed) return;
    let done: () => void = () => undefined;
    const work = new Promise<void>((resolve) => {
      done = resolve;
    });
    const timer = setTimeout(() => {
      timers.delete(timer);
      try {
        task();
      } finally {
        done();
      }
    }, ms);
    timers.add(timer);
    track(work);
  }

  function background(ms: number, task: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task();
    }, ms);
    timer.unref();
    timers.add(timer);
    return timer;
  }

  app.addHook('onClose', async () => {
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });

  return {
    track,
    later,
    background,
    closed: () => closed,
    idle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

/** The sandbox's public base URL for links it hands out (checkout, bank pages): configured, or where it listens. */
export function sandboxBaseUrl(app: FastifyInstance, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  const address = app.server.address() as AddressInfo | null;
  return `http://127.0.0.1:${address?.port ?? 0}`;
}

/** How a provider retries: the first retry after retryBaseMs, doubling each attempt, maxAttempts in all. */
export interface RetrySchedule {
  retryBaseMs: number;
  maxAttempts: number;
}

export interface OutgoingPost {
  /** Read at each attempt (tests set it after the sandbox is built); nothing is sent while it is unset. */
  url: () => string | undefined;
  /** The body and headers of one attempt: an attempt may carry its own timestamp. */
  request: (attempt: number) => { body: string; headers: Record<string, string> };
  /**
   * Called as an attempt is sent, for the sandbox's delivery log; the function it returns takes the receiver's
   * HTTP status (null when it could not be reached).
   */
  onAttempt: (attempt: number) => (status: number | null) => void;
}

/** POSTs events as JSON and retries on the provider's schedule until the receiver answers 2xx. */
export function createDelivery(scheduler: SandboxScheduler, schedule: RetrySchedule) {
  async function attempt(post: OutgoingPost, number: number): Promise<void> {
    const url = post.url();
    if (!url || scheduler.closed()) return;
    const answered = post.onAttempt(number);
    const { body, headers } = post.request(number);
    let status: number | null = null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch {
      status = null;
    }
    answered(status);
    const delivered = status !== null && status >= 200 && status < 300;
    if (!delivered && number < schedule.maxAttempts) {
      scheduler.later(schedule.retryBaseMs * 2 ** (number - 1), () =>
        scheduler.track(attempt(post, number + 1)),
      );
    }
  }

  /** The first attempt; the caller tracks (or awaits) it, retries are tracked on their own. */
  return function send(post: OutgoingPost): Promise<void> {
    return attempt(post, 1);
  };
}
