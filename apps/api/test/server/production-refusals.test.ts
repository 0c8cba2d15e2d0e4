// The real server started with NODE_ENV=production: a development setting is named and the process
// exits before it opens a database or a port; a new database is migrated and left empty (no demo
// city); a database holding the demo seed's accounts is refused unless ALLOW_DEMO_ACCOUNTS says it is
// a public demo. Outside production a new database still gets the demo city.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, openDb, schema } from '@khabar/db';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { runServerToExit, type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import {
  createEmptyPostgresDatabase,
  createPgliteTestDataDir,
  createPostgresTestDatabase,
} from '../helpers/test-database.ts';

const databaseUrl = process.env.DATABASE_URL;

/** Everything production needs, nothing from development. */
const PRODUCTION = {
  NODE_ENV: 'production',
  OTP_SECRET: 'a-long-random-production-secret',
  WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
  SMS_HTTP_URL: 'https://sms.example/send',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_abc123',
  RAZORPAY_KEY_SECRET: 'live-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
  LOG_LEVEL: 'warn',
  VAPID_PUBLIC_KEY: 'BIxQZD5QObDjQydbeOkYi85mfLHiQvAXZXacvpUbE3yonXzwWpUgsKrNg6hF_F9R1bM132WIODPW6vtODaBn0v4',
  VAPID_PRIVATE_KEY: 'vL9gaSP50SPInG4HWm6iP_e3ZgihBCHjY_B5C34df4M',
  VAPID_SUBJECT: 'mailto:ops@khabar.example',
};

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

/** A database for the server (its env) and, once the server is gone, a handle to look inside. */
async function database(kind: 'empty' | 'seeded'): Promise<{
  env: Record<string, string>;
  open(): Promise<DbHandle>;
}> {
  if (databaseUrl) {
    const db =
      kind === 'empty'
        ? await createEmptyPostgresDatabase(databaseUrl)
        : await createPostgresTestDatabase(databaseUrl);
    cleanups.push(() => db.drop());
    return { env: { DATABASE_URL: db.url }, open: () => openDb({ databaseUrl: db.url, maxConnections: 1 }) };
  }
  const dir =
    kind === 'empty' ? mkdtempSync(join(tmpdir(), 'khabar-test-empty-')) : await createPgliteTestDataDir();
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dir }, open: () => openDb({ dataDir: dir }) };
}

/** SIGTERM and wait: the embedded database is closed cleanly before the test opens it. */
async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  await server.exited;
}

async function countRows(open: () => Promise<DbHandle>) {
  const handle = await open();
  try {
    const n = async (table: typeof schema.users | typeof schema.restaurants) =>
      (await handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    return { users: await n(schema.users), restaurants: await n(schema.restaurants) };
  } finally {
    await handle.close();
  }
}

describe('starting in production', () => {
  it('exits naming the sandbox gateway left as the default', async () => {
    const { code, output } = await runServerToExit({
      NODE_ENV: 'production',
      OTP_SECRET: 'a-long-random-production-secret',
      WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
      SMS_HTTP_URL: 'https://sms.example/send',
      DATA_DIR: '/nonexistent/khabar-must-not-be-created',
    });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toMatch(/PAYMENT_PROVIDER is required in production/);
    expect(output).not.toMatch(/ready on/);
  }, 40_000);

  it('migrates a new database and leaves it empty: no demo city, no demo accounts', async () => {
    const db = await database('empty');
    const server = await startServerProcess({ ...PRODUCTION, ...db.env });
    try {
      const health = await fetch(server.url('/api/health'));
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', restaurants: 0 });
      expect(server.output()).not.toMatch(/Seeded/);
    } finally {
      await stop(server);
    }
    expect(await countRows(db.open)).toEqual({ users: 0, restaurants: 0 });
  }, 90_000);

  it('refuses a database holding the demo accounts, naming the setting that allows them', async () => {
    const db = await database('seeded');
    const { code, output } = await runServerToExit({ ...PRODUCTION, ...db.env }, 60_000);
    expect(code).toBe(1);
    expect(output).toMatch(/holds \d+ accounts of the demo seed/);
    expect(output).toContain('ALLOW_DEMO_ACCOUNTS=1');
    expect(output).not.toMatch(/ready on/);
    // A public demo says so, and then it serves.
    const demo = await startServerProcess({ ...PRODUCTION, ...db.env, ALLOW_DEMO_ACCOUNTS: '1' });
    try {
      expect(
        ((await (await fetch(demo.url('/api/health'))).json()) as { restaurants: number }).restaurants,
      ).toBeGreaterThan(0);
    } finally {
      await demo.stop();
    }
  }, 120_000);
});

describe('starting outside production', () => {
  it('seeds the demo city on a new database, as npm start always did', async () => {
    const db = await database('empty');
    const server = await startServerProcess(
      { ...db.env, LOG_LEVEL: 'warn', DEMO_AUTOPILOT: 'false' },
      90_000,
    );
    try {
      expect(server.output()).toMatch(/Seeded the demo city/);
      expect(
        ((await (await fetch(server.url('/api/health'))).json()) as { restaurants: number }).restaurants,
      ).toBeGreaterThan(0);
    } finally {
      await stop(server);
    }
    const rows = await countRows(db.open);
    expect(rows.users).toBeGreaterThan(90);
  }, 120_000);
});
