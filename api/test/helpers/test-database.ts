// A database per test file. PGlite by default: migrated once into a snapshot (cached by migration contents),
// each file starts from it. With DATABASE_URL set: a PostgreSQL database per file, copied from a template
// migrated once (named by migration contents), and dropped afterwards.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openPglite, openPostgres, type DatabaseHandle } from '../../src/db/database';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the database and removes what the test created. */
  dispose(): Promise<void>;
}

function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/** Uncompressed: loading it takes half the time of a gzipped one. */
export async function pgliteSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `teduh-api-pglite-${migrationsHash()}.tar`);
  if (!fs.existsSync(file)) {
    const handle = await openPglite();
    await handle.migrate();
    const dump = await handle.client.dumpDataDir('none');
    await handle.close();
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(temporary, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

async function openTestPglite(): Promise<TestDatabase> {
  const handle = await openPglite({ loadDataDir: await pgliteSnapshot() });
  return { ...handle, dispose: () => handle.close() };
}

const templatePrefix = 'teduh_template_';
/** Serialises building the template between jest's workers (the migrations take their own lock too). */
const templateLockKey = 4_242_0001;

function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * The migrated template on the server of `url`, built by the first file that needs it: migrating takes
 * seconds, copying a database a fraction of that. Built under another name and renamed when complete, so a
 * template that exists is whole; templates of older migrations are dropped then.
 */
async function migratedTemplate(url: string): Promise<string> {
  const name = `${templatePrefix}${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = async () =>
    (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  try {
    if (await exists()) return name;
    await admin.query('select pg_advisory_lock($1)', [templateLockKey]);
    try {
      if (await exists()) return name;
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const handle = await openPostgres({ url: databaseUrl(url, building), poolMax: 1 });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      // No connections, so a copy never finds it in use (autovacuum then leaves it alone too).
      await admin.query(`alter database ${name} with is_template true allow_connections false`);
      const older = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 and datname <> $2',
        [`${templatePrefix}%`, name],
      );
      for (const { datname } of older.rows) {
        await admin
          .query(`alter database ${datname} with is_template false`)
          .then(() => admin.query(`drop database if exists ${datname} with (force)`))
          .catch(() => undefined);
      }
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [templateLockKey]);
    }
  } finally {
    await admin.end();
  }
}

/**
 * A new PostgreSQL database on the server of `url`, empty or a copy of `template`: its URL, and how to drop
 * it.
 */
export async function createPostgresDatabase(
  url: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `teduh_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        break;
      } catch (error) {
        // 55006: the template is in use (by a database process for a moment); tried again shortly.
        if ((error as { code?: string }).code !== '55006' || attempt === 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(url, name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

async function openTestPostgres(url: string): Promise<TestDatabase> {
  const created = await createPostgresDatabase(url, await migratedTemplate(url));
  const handle = await openPostgres({ url: created.url, poolMax: 4 });
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

export function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? openTestPostgres(url) : openTestPglite();
}
