// A database per test file. PGlite by default: migrated once into a snapshot (cached by migration contents),
// each file starts from it. With DATABASE_URL set: a fresh PostgreSQL database per file, dropped afterwards.
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

/** A new, empty PostgreSQL database on the server of `url`: its URL, and how to drop it. */
export async function createPostgresDatabase(
  url: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `teduh_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
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
  const created = await createPostgresDatabase(url);
  const handle = await openPostgres({ url: created.url, poolMax: 4 });
  await handle.migrate();
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
