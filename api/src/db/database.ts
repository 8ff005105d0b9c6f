// Opens the one database: PGlite in a data folder by default, PostgreSQL through DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { repoRoot } from '../config';
import { advisoryLockRunner, inProcessRunner, type ExclusiveRunner } from './exclusive';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations of api/drizzle that the database has not seen yet. */
  migrate(): Promise<void>;
  /** Runs a task unless another holder (another API instance) is running the one of that name. */
  runExclusive: ExclusiveRunner;
  close(): Promise<void>;
}

// From the repository root, so the compiled API (api/dist) finds them too.
export const migrationsFolder = path.join(repoRoot, 'api', 'drizzle');

/** Rows of a raw query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database at ${dataDir} is in use by process ${pid} (a running API?). ` +
        'PGlite allows one process per data folder: stop that process, or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who holds the data folder, if anyone: a PGlite folder must never be opened by two processes. */
export function dataDirLockHolder(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(`${dataDir}.lock`, 'utf8'));
    return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const holder = dataDirLockHolder(dataDir);
  if (holder !== null) throw new DataDirLockedError(dataDir, holder);
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  };
}

export interface PgliteOptions {
  /** Folder of a persistent database; omitted for an in-memory one. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests start every file from a migrated snapshot). */
  loadDataDir?: Blob;
}

export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseHandle & { client: PGlite }> {
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  try {
    if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
    const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Database,
      client,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      runExclusive: inProcessRunner(),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Any fixed number: every API instance takes the same advisory lock while migrating. */
const MIGRATION_LOCK_KEY = 7_261_020;

export async function openPostgres(options: {
  url: string;
  poolMax?: number;
}): Promise<DatabaseHandle & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    pool,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    runExclusive: advisoryLockRunner(pool),
    close: () => pool.end(),
  };
}

export function openDatabase(
  config: { kind: 'postgres'; url: string; poolMax: number } | { kind: 'pglite'; dataDir: string },
): Promise<DatabaseHandle> {
  return config.kind === 'postgres' ? openPostgres(config) : openPglite({ dataDir: config.dataDir });
}
