// A fresh, migrated and seeded database per test file, fast:
// - PGlite: the template is built once (initdb + migrations + seed, ~3 s) and dumped to a temp file
//   keyed by the migrations and seed sources; each test file loads the dump (~0.5 s).
// - PostgreSQL (DATABASE_URL): a template database is built once under an advisory lock; each test
//   file gets `CREATE DATABASE ... TEMPLATE ...` and drops it when done.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type DbHandle, migrateDb, openDb, schema, seedDatabase } from '@khabar/db';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';

/** The instant every test database is seeded at (history timestamps are relative to it). */
export const SEED_NOW = new Date('2026-11-20T06:30:00Z');

const dbSrc = fileURLToPath(new URL('../../../../packages/db/', import.meta.url));

function sourcesHash(): string {
  const h = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        h.update(full);
        h.update(readFileSync(full));
      }
    }
  };
  walk(join(dbSrc, 'migrations'));
  walk(join(dbSrc, 'src'));
  return h.digest('hex').slice(0, 16);
}

async function pgliteTemplateDump(): Promise<string> {
  const dumpPath = join(tmpdir(), `khabar-test-template-${sourcesHash()}.tar`);
  if (!existsSync(dumpPath)) {
    const client = new PGlite();
    const handle: DbHandle = {
      db: drizzle(client, { schema }) as unknown as DbHandle['db'],
      kind: 'pglite',
      close: () => client.close(),
    };
    await migrateDb(handle);
    await seedDatabase(handle.db, { now: SEED_NOW });
    const blob = await client.dumpDataDir('none');
    const tmp = `${dumpPath}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
    renameSync(tmp, dumpPath); // atomic: parallel workers never read half a file
    await client.close();
  }
  return dumpPath;
}

/** A PGlite data folder holding the migrated and seeded template (for the real server process). */
export async function createPgliteTestDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'khabar-test-data-'));
  const client = new PGlite(dir, { loadDataDir: new Blob([readFileSync(await pgliteTemplateDump())]) });
  await client.waitReady;
  await client.close();
  return dir;
}

async function pgliteFromTemplate(): Promise<DbHandle> {
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(await pgliteTemplateDump())]) });
  await client.waitReady;
  return {
    db: drizzle(client, { schema }) as unknown as DbHandle['db'],
    kind: 'pglite',
    close: () => client.close(),
  };
}

/**
 * A fresh PostgreSQL database copied from the migrated and seeded template, by its URL (tests that
 * start the real server process pass it on); drop() waits for its connections to go, then drops it.
 */
export async function createPostgresTestDatabase(
  databaseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = `khabar_tpl_${sourcesHash()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(727274)');
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      const building = `${template}_build`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const handle = await openDb({ databaseUrl: withDatabase(databaseUrl, building), maxConnections: 2 });
      await migrateDb(handle);
      await seedDatabase(handle.db, { now: SEED_NOW });
      await handle.close();
      await admin.query(`alter database ${building} rename to ${template}`);
    }
    await admin.query('select pg_advisory_unlock(727274)');
    const name = `khabar_t_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name} template ${template}`);
    return { url: withDatabase(databaseUrl, name), drop: () => dropDatabase(databaseUrl, name) };
  } finally {
    await admin.end();
  }
}

/** A new, empty PostgreSQL database (no migrations, no seed): what a first deployment starts from. */
export async function createEmptyPostgresDatabase(
  databaseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `khabar_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return { url: withDatabase(databaseUrl, name), drop: () => dropDatabase(databaseUrl, name) };
}

async function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  const dropper = new pg.Client({ connectionString: databaseUrl });
  await dropper.connect();
  // pg's pool.end() resolves before its connections have closed; a forced drop would then kill
  // them mid-close and surface as an unhandled FATAL. Wait (briefly) for them to go first.
  for (let i = 0; i < 50; i++) {
    const { rows } = await dropper.query(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0].n === 0) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  await dropper.query(`drop database if exists ${name} with (force)`);
  await dropper.end();
}

async function postgresFromTemplate(databaseUrl: string): Promise<TestDbHandle> {
  const fresh = await createPostgresTestDatabase(databaseUrl);
  const handle = await openDb({ databaseUrl: fresh.url, maxConnections: 5 });
  return {
    ...handle,
    databaseUrl: fresh.url,
    close: async () => {
      await handle.close();
      await fresh.drop();
    },
  };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A test database; on PostgreSQL also its URL, so a second pool (a second API process) can share it. */
export type TestDbHandle = DbHandle & { databaseUrl?: string };

/** A fresh database with the demo city; PostgreSQL when DATABASE_URL is set, else PGlite. */
export function createTestDatabase(): Promise<TestDbHandle> {
  const url = process.env.DATABASE_URL;
  return url ? postgresFromTemplate(url) : pgliteFromTemplate();
}
