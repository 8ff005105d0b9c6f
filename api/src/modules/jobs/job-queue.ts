// A job queue in Postgres: jobs are rows, workers claim them with FOR UPDATE SKIP LOCKED, failures are retried
// with exponential backoff, and nothing is lost when a process stops (a crashed worker's lease runs out).
import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database } from '../../db/database';
import type { ExclusiveRunner } from '../../db/exclusive';
import { jobs } from '../../db/schema';

export interface Job<P = unknown> {
  id: number;
  kind: string;
  payload: P;
  attempts: number;
  maxAttempts: number;
}

export type JobHandler<P = unknown> = (job: Job<P>) => Promise<void>;

export interface EnqueueOptions {
  /** Run no earlier than this. */
  runAt?: Date;
  maxAttempts?: number;
  /** Enqueue inside the caller's transaction, so the job exists only if the transaction commits. */
  db?: Database;
}

export interface JobQueueOptions {
  pollIntervalMs: number;
  /** A running job whose worker has been silent this long is taken over by another worker. */
  leaseMs?: number;
  /** Backoff of the first retry; doubles with every attempt, capped at an hour. */
  retryBaseMs?: number;
  housekeepingIntervalMs?: number;
  /** Runs a housekeeping task unless another instance is running it (default: always runs it). */
  exclusive?: ExclusiveRunner;
}

type Housekeeping = (db: Database) => Promise<void>;

const runAlways: ExclusiveRunner = async (_name, task) => {
  await task();
  return true;
};

export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly housekeeping = new Map<string, Housekeeping>();
  private readonly workerId = `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private started = false;
  private lastHousekeeping = 0;
  private readonly leaseMs: number;
  private readonly retryBaseMs: number;
  private readonly housekeepingIntervalMs: number;
  private readonly exclusive: ExclusiveRunner;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions,
  ) {
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.retryBaseMs = options.retryBaseMs ?? 5_000;
    this.housekeepingIntervalMs = options.housekeepingIntervalMs ?? 10 * 60_000;
    this.exclusive = options.exclusive ?? runAlways;
  }

  register<P>(kind: string, handler: JobHandler<P>): void {
    if (this.handlers.has(kind)) throw new Error(`A handler for job kind "${kind}" is already registered`);
    this.handlers.set(kind, handler as JobHandler);
  }

  /**
   * Periodic clean-up run by the worker loop (expired rows and the like). The name keys its lock: one instance
   * at a time runs it, another skips it while it runs.
   */
  addHousekeeping(name: string, task: Housekeeping): void {
    if (this.housekeeping.has(name)) throw new Error(`A housekeeping task "${name}" is already registered`);
    this.housekeeping.set(name, task);
  }

  async enqueue<P>(kind: string, payload: P, options: EnqueueOptions = {}): Promise<number> {
    const [row] = await (options.db ?? this.db)
      .insert(jobs)
      .values({
        kind,
        payload: payload as object,
        runAt: options.runAt ?? new Date(),
        maxAttempts: options.maxAttempts ?? 8,
      })
      .returning({ id: jobs.id });
    this.kick();
    return row!.id;
  }

  /** Starts polling; the queue also runs at once after each enqueue from this process. */
  start(): void {
    if (this.started || this.options.pollIntervalMs === 0) return;
    this.started = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the job in progress. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Runs due jobs until none is left; returns how many ran. */
  async runDue(): Promise<number> {
    this.running ??= this.drainOnce().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private kick(): void {
    if (this.started) this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (!this.started) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.tick()
        .catch((error: unknown) => this.log.error({ err: error }, 'job worker failed'))
        .finally(() => this.schedule(this.options.pollIntervalMs));
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    // A job enqueued while a run is in progress may be missed by that run; run again if so.
    while ((await this.runDue()) > 0 && this.started) {
      // keep draining
    }
    if (Date.now() - this.lastHousekeeping >= this.housekeepingIntervalMs) {
      this.lastHousekeeping = Date.now();
      await this.runHousekeeping();
    }
  }

  /**
   * Runs every clean-up task once, skipping those another instance is running; the worker loop calls it every
   * few minutes.
   */
  async runHousekeeping(): Promise<void> {
    for (const [name, task] of this.housekeeping) {
      await this.exclusive(`housekeeping:${name}`, () => task(this.db)).then(
        (ran) => {
          if (!ran) this.log.debug({ task: name }, 'housekeeping skipped: another instance is running it');
        },
        (error: unknown) => this.log.error({ err: error, task: name }, 'housekeeping failed'),
      );
    }
  }

  private async drainOnce(): Promise<number> {
    let count = 0;
    for (;;) {
      const job = await this.claim();
      if (!job) return count;
      count += 1;
      await this.execute(job);
    }
  }

  private async claim(): Promise<Job | null> {
    const [row] = await queryRows<{
      id: string | number;
      kind: string;
      payload: unknown;
      attempts: number;
      max_attempts: number;
    }>(
      this.db,
      sql`update ${jobs}
          set status = 'running', attempts = attempts + 1, locked_at = now(), locked_by = ${this.workerId}
          where id = (
            select id from ${jobs}
            where (status = 'pending' and run_at <= now())
               or (status = 'running' and locked_at < now() - ${this.leaseMs} * interval '1 millisecond')
            order by run_at, id
            for update skip locked
            limit 1
          )
          returning id, kind, payload, attempts, max_attempts`,
    );
    if (!row) return null;
    return {
      id: Number(row.id),
      kind: row.kind,
      payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
    };
  }

  private async execute(job: Job): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
      await handler(job);
      await this.db.execute(
        sql`update ${jobs} set status = 'done', finished_at = now(), locked_at = null, last_error = null
            where id = ${job.id}`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = !handler || job.attempts >= job.maxAttempts;
      this.log.warn(
        { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts, final },
        'job failed',
      );
      if (final) {
        await this.db.execute(
          sql`update ${jobs} set status = 'failed', finished_at = now(), locked_at = null, last_error = ${message}
              where id = ${job.id}`,
        );
      } else {
        const delay = this.backoffMs(job.attempts);
        await this.db.execute(
          sql`update ${jobs}
              set status = 'pending', locked_at = null, last_error = ${message},
                  run_at = now() + ${delay} * interval '1 millisecond'
              where id = ${job.id}`,
        );
      }
    }
  }

  /** 5 s, 10 s, 20 s, ... capped at one hour, with up to 20% jitter so retries do not stampede. */
  backoffMs(attempt: number): number {
    const base = Math.min(this.retryBaseMs * 2 ** (attempt - 1), 60 * 60_000);
    return Math.round(base * (1 + Math.random() * 0.2));
  }
}
