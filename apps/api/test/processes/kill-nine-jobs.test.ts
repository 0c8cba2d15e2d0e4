// A job held by a process that is killed (issue 24, item 8): the probe saw auto-cancels due at 15 s
// run at 61-77 s, after the killed process's 60 s lease. Two real servers (apps/api/src/server.ts) on
// one PostgreSQL database: A claims an order's auto-cancel and is stuck in it (the test holds the
// order's row lock), B starts and must not take a job A still runs (A's heartbeat renews its lease);
// then A is killed with SIGKILL, and B must cancel and refund the order within seconds, exactly once.
// Then the late-delivery credit (decision 044): B commits a late delivery and dies (SIGKILL) before its
// credit job can finish; a restarted process pays the credit exactly once.
// Needs DATABASE_URL (CI sets it); skipped without it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCookie } from '../helpers/accounts.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';

const databaseUrl = process.env.DATABASE_URL;
const PARK_STREET = { lat: 22.5526, lng: 88.3525, address: 'Park Street, Kolkata', house: '4B', tag: 'HOME' };
const CLOCK_START = new Date('2026-11-19T07:30:00Z').getTime();
const WINDOW_SECONDS = 5;
/**
 * The runner's 5 s lease (job-runner.ts), a poll, and slack for a busy CI machine: "within a few
 * seconds" (measured 5.2 s; the old 60 s lease ran it 40-45 s after the kill in this test).
 */
const RECLAIMED_WITHIN_MS = 12_000;

async function call(
  server: ServerProcess,
  path: string,
  token: string | null,
  body?: object,
  device?: string,
) {
  const res = await fetch(server.url(`/api/${path}`), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(device ? { cookie: device } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    // biome-ignore lint/suspicious/noExplicitAny: answers of several calls, checked by the assertions
    json: (await res.json()) as any,
    device: deviceCookie(res.headers.getSetCookie()),
  };
}

/** Logs in through the OTP the development SMS outbox shows (the asking device's cookie goes back). */
async function logIn(server: ServerProcess, phone: string): Promise<string> {
  const { device } = await call(server, `send-login-otp/${phone}`, null);
  const sms = await call(server, `dev/sms?phone=${phone}`, null);
  const otp = /\b(\d{5})\b/.exec(sms.json.data[0].text)![1];
  return (await call(server, 'login-using-otp', null, { phone, otp }, device)).json.data.auth_token as string;
}

describe.skipIf(!databaseUrl)('a job held by a process killed with SIGKILL', () => {
  const name = `kill_jobs_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'khabar-kill-jobs-'));
  const firstStart = Date.now();
  let url: string;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let c: ServerProcess | undefined;
  /** The seeded reviewer's session, from the first case (sessions live in the database). */
  let token: string;
  let db: pg.Client;
  let locker: pg.Client;

  /** Every process's clock runs on from the first start, as real clocks would. */
  const env = () => ({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    CLOCK_START: new Date(CLOCK_START + (Date.now() - firstStart)).toISOString(),
    ACCEPT_WINDOW_SECONDS: String(WINDOW_SECONDS),
    DEMO_AUTOPILOT: 'false',
    LOG_LEVEL: 'warn',
  });

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(databaseUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    a = await startServerProcess(env());
    db = new pg.Client({ connectionString: url });
    locker = new pg.Client({ connectionString: url });
    await Promise.all([db.connect(), locker.connect()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
    await Promise.all([db?.end(), locker?.end().catch(() => {})]);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is run by another process within seconds of the kill, and its effects happen once', async () => {
    // A seeded reviewer (₹500 in the wallet) orders from Aminia Darbar, paying from the wallet.
    const phone = '9000010000';
    token = await logIn(a!, phone);
    const menu = (await call(a!, 'get-restaurant-items/aminia-darbar', null, {})).json as {
      items: Record<string, { id: number; price: string; is_active: number; choice_groups?: unknown[] }[]>;
    };
    const dish = Object.values(menu.items)
      .flat()
      .find((i) => i.is_active === 1 && !i.choice_groups && Number(i.price) >= 50)!;
    const cart = {
      order: [{ id: dish.id, quantity: Math.ceil(200 / Number(dish.price)) }],
      coupon: '',
      driver_tip_amount: 0,
      delivery_type: 1,
      location: PARK_STREET,
      method: 'WALLET',
    };
    const quote = await call(a!, 'cart-quote', token, cart);
    const placed = await call(a!, 'place-order', token, { ...cart, total: quote.json.data.bill.total });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const orderId = placed.json.data.id as number;
    const walletBefore = (await db.query(`select wallet_balance_paise from users where phone = $1`, [phone]))
      .rows[0].wallet_balance_paise as number;

    // The order's row locked by the test: whoever runs the auto-cancel waits inside it.
    await locker.query('begin');
    await locker.query('select id from orders where id = $1 for update', [orderId]);
    const job = async () =>
      (
        await db.query(`select status, attempts from jobs where singleton_key = $1`, [
          `auto-cancel:${orderId}`,
        ])
      ).rows[0] as { status: string; attempts: number };
    // A claims it when the window ends, and is stuck in it.
    const claimDeadline = Date.now() + 30_000;
    while ((await job()).attempts < 1) {
      if (Date.now() > claimDeadline) throw new Error('A never claimed the auto-cancel');
      await new Promise((r) => setTimeout(r, 100));
    }

    // B starts and polls for longer than a lease: A is alive, so its heartbeat keeps the job A's.
    b = await startServerProcess(env());
    await new Promise((r) => setTimeout(r, 7_000));
    expect(await job()).toEqual({ status: 'pending', attempts: 1 });

    // A dies mid-job; its transaction goes with its connection. B takes the job over.
    a!.child.kill('SIGKILL');
    const killedAt = Date.now();
    await a!.exited;
    await locker.query('commit');
    const status = async () =>
      (await db.query(`select orderstatus_id from orders where id = $1`, [orderId])).rows[0]
        .orderstatus_id as number;
    while ((await status()) !== 6) {
      if (Date.now() - killedAt > 90_000) throw new Error('the auto-cancel never ran');
      await new Promise((r) => setTimeout(r, 100));
    }
    const tookMs = Date.now() - killedAt;
    console.info(`kill -9: the job A held ran on B ${(tookMs / 1000).toFixed(1)} s after the kill`);
    expect(tookMs).toBeLessThan(RECLAIMED_WITHIN_MS);

    // A moment longer: nothing runs twice.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await job()).toEqual({ status: 'done', attempts: 2 });
    const rows = async (sql: string) => (await db.query(sql, [orderId])).rows;
    expect(
      await rows(`select type from order_events where order_id = $1 and type = 'auto_cancelled'`),
    ).toHaveLength(1);
    expect(await rows(`select method, status from refunds where order_id = $1`)).toEqual([
      { method: 'wallet', status: 'processed' },
    ]);
    const [wallet] = await rows(
      `select u.wallet_balance_paise as balance, (select sum(amount_paise) from wallet_transactions w
         where w.user_id = u.id)::int as ledger
       from users u join orders o on o.user_id = u.id where o.id = $1`,
    );
    expect(wallet.balance).toBe(
      walletBefore + (await rows(`select wallet_paise from orders where id = $1`))[0].wallet_paise,
    );
    expect(wallet.ledger).toBe(wallet.balance);
  }, 180_000);

  it('a late delivery committed by a process killed before its credit: a restart pays it once', async () => {
    // B is alive (A was killed above). The seeded reviewer orders from the wallet again (a new code
    // for the same number would wait out the resend pause: the session from before serves).
    const admin = await logIn(b!, '8000000001');
    const menu = (await call(b!, 'get-restaurant-items/aminia-darbar', null, {})).json as {
      items: Record<string, { id: number; price: string; is_active: number; choice_groups?: unknown[] }[]>;
    };
    const dish = Object.values(menu.items)
      .flat()
      .find((i) => i.is_active === 1 && !i.choice_groups && Number(i.price) >= 50)!;
    const cart = {
      order: [{ id: dish.id, quantity: Math.ceil(200 / Number(dish.price)) }],
      coupon: '',
      driver_tip_amount: 0,
      delivery_type: 1,
      location: PARK_STREET,
      method: 'WALLET',
    };
    const quote = await call(b!, 'cart-quote', token, cart);
    const placed = await call(b!, 'place-order', token, { ...cart, total: quote.json.data.bill.total });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const orderId = placed.json.data.id as number;
    // The order's first 70 minutes pass in SQL (before its 5 s acceptance window ends): it was placed
    // 70 minutes ago and is on its way with a captain who never reported a position.
    await db.query(
      `update orders set orderstatus_id = 4, placed_at = placed_at - interval '70 minutes',
         accepted_at = placed_at - interval '65 minutes', preparation_min = 10,
         ready_at = placed_at - interval '50 minutes', assigned_at = placed_at - interval '55 minutes',
         arrived_at = placed_at - interval '50 minutes', picked_up_at = placed_at - interval '45 minutes',
         delivery_partner_id = (select id from delivery_partners order by id limit 1)
       where id = $1`,
      [orderId],
    );
    const rows = async (sql: string) => (await db.query(sql, [orderId])).rows;
    const [{ user_id: userId, food }] = await rows(
      `select user_id, greatest(subtotal_paise - discount_paise, 0) as food from orders where id = $1`,
    );
    const walletBefore = (await db.query('select wallet_balance_paise from users where id = $1', [userId]))
      .rows[0].wallet_balance_paise as number;

    // The customer's row held by the test: the credit job, which must add to the wallet, waits there.
    // (FOR NO KEY UPDATE lets the delivery's inserts that name the customer through.)
    await locker.query('begin');
    await locker.query('select id from users where id = $1 for no key update', [userId]);
    const delivered = await call(b!, `admin/orders/${orderId}/mark-delivered`, admin, {
      reason: "The captain's phone died at the door",
    });
    expect(delivered.status, JSON.stringify(delivered.json)).toBe(200);
    const job = async () =>
      (
        await db.query(`select status, attempts from jobs where singleton_key = $1`, [
          `late-credit:${orderId}`,
        ])
      ).rows[0] as { status: string; attempts: number } | undefined;
    const claimDeadline = Date.now() + 30_000;
    while (((await job())?.attempts ?? 0) < 1) {
      if (Date.now() > claimDeadline) throw new Error('B never claimed the late-delivery credit');
      await new Promise((r) => setTimeout(r, 100));
    }

    // B dies between the delivery's commit and the credit's; a new process starts.
    b!.child.kill('SIGKILL');
    const killedAt = Date.now();
    await b!.exited;
    await locker.query('commit');
    c = await startServerProcess(env());
    const credited = async () =>
      (await rows(`select amount_paise from late_delivery_credits where order_id = $1`)).length;
    while ((await credited()) === 0) {
      if (Date.now() - killedAt > 90_000) throw new Error('the late-delivery credit was never paid');
      await new Promise((r) => setTimeout(r, 100));
    }
    console.info(
      `kill -9: the late credit was paid ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
    );

    // A moment longer: nothing twice.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await job()).toEqual({ status: 'done', attempts: 2 });
    const amount = Math.floor((food * 1000 + 500_000) / 1_000_000) * 100;
    expect(
      await rows(`select amount_paise, rider_distance_m from late_delivery_credits where order_id = $1`),
    ).toEqual([{ amount_paise: amount, rider_distance_m: null }]);
    const lines = await rows(
      `select amount_paise, expires_at is not null as expires from wallet_transactions where order_id = $1 and description like 'Late delivery%'`,
    );
    expect(lines).toEqual([{ amount_paise: amount, expires: true }]);
    expect(
      await rows(`select 1 from order_events where order_id = $1 and type = 'late_credit'`),
    ).toHaveLength(1);
    expect(
      await rows(`select 1 from notifications where order_id = $1 and title = 'Late delivery credit'`),
    ).toHaveLength(1);
    const [wallet] = await rows(
      `select u.wallet_balance_paise as balance, (select sum(amount_paise) from wallet_transactions w
         where w.user_id = u.id)::int as ledger
       from users u join orders o on o.user_id = u.id where o.id = $1`,
    );
    expect(wallet.balance).toBe(walletBefore + amount);
    expect(wallet.ledger).toBe(wallet.balance);
  }, 180_000);
});
