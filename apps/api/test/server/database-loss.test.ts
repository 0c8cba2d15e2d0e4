// The real server process on PostgreSQL while its connections are killed (a restart, a fail-over, an
// idle timeout look like this to Node): it must stay up, answer 503 rather than hang or crash while
// the database is away, and serve again by itself. Needs DATABASE_URL (skipped on PGlite).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCookie } from '../helpers/accounts.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { createPostgresTestDatabase } from '../helpers/test-database.ts';

const databaseUrl = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!databaseUrl)('the server when PostgreSQL drops its connections', () => {
  let db: { url: string; drop(): Promise<void> };
  let server: ServerProcess;
  let admin: pg.Client;
  const name = () => new URL(db.url).pathname.slice(1);

  beforeAll(async () => {
    db = await createPostgresTestDatabase(databaseUrl!);
    server = await startServerProcess({ DATABASE_URL: db.url, LOG_LEVEL: 'warn' });
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  }, 120_000);

  afterAll(async () => {
    await admin?.query(`alter database ${name()} allow_connections true`).catch(() => {});
    await admin?.end();
    await server?.stop();
    await db?.drop();
  });

  const terminateBackends = () =>
    admin.query('select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1', [
      name(),
    ]);

  /**
   * One request that needs the database: a customer's orders (the session and the orders are read
   * from it; menus and lists are answered from memory, so they would keep answering 200 regardless).
   */
  let token = '';
  const orders = () =>
    fetch(server.url('/api/get-orders'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    }).then(async (r) => ({ status: r.status, body: await r.text() }));

  it('logs the demo customer in', async () => {
    const phone = '9876543210';
    const sent = await fetch(server.url(`/api/send-login-otp/${phone}`));
    const sms = (await (await fetch(server.url(`/api/dev/sms?phone=${phone}`))).json()) as {
      data: { text: string }[];
    };
    const otp = /\b(\d{5})\b/.exec(sms.data[0]?.text ?? '')?.[1];
    // The code is tried by the device that asked for it: its cookie goes back with the code.
    const device = deviceCookie(sent.headers.getSetCookie()) ?? '';
    const login = await fetch(server.url('/api/login-using-otp'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: device },
      body: JSON.stringify({ phone, otp }),
    });
    token = ((await login.json()) as { data: { auth_token: string } }).data.auth_token;
    expect(token).toBeTruthy();
  });

  it('keeps serving while its connections are terminated under traffic', async () => {
    expect((await orders()).status).toBe(200);
    const statuses: number[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        const r = await orders().catch((err: Error) => ({ status: -1, body: err.message }));
        statuses.push(r.status);
      }
    };
    const clients = Array.from({ length: 6 }, client);
    for (let i = 0; i < 5; i++) {
      await sleep(200);
      await terminateBackends();
    }
    await sleep(300);
    running = false;
    await Promise.all(clients);

    expect(server.child.exitCode).toBeNull();
    expect(statuses.length).toBeGreaterThan(10);
    // Requests that lost their connection mid-query are told to retry; none crashed or got a 500.
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect((await orders()).status).toBe(200);
    expect(server.output()).toMatch(/database connection lost/);
  }, 60_000);

  it('answers 503 while the database refuses connections, and recovers when it is back', async () => {
    await admin.query(`alter database ${name()} allow_connections false`);
    await terminateBackends();
    await sleep(100);
    const away = await orders();
    expect(away.status).toBe(503);
    expect(JSON.parse(away.body)).toMatchObject({
      success: false,
      code: 'UNAVAILABLE',
      message: 'Khabar is briefly unavailable. Please try again in a moment.',
    });
    const health = await fetch(server.url('/api/health'));
    expect(health.status).toBe(503);

    await admin.query(`alter database ${name()} allow_connections true`);
    let back = 0;
    for (let i = 0; i < 50 && back !== 200; i++) {
      back = (await orders()).status;
      if (back !== 200) await sleep(100);
    }
    expect(back).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);
});
