// The real server (apps/api/src/server.ts) on PostgreSQL, killed with SIGKILL while customers place
// cash, wallet and coupon orders at once, then started again on the same database: whatever was cut
// off mid-way, the money and the orders must still add up. Retries after the restart reuse each
// request's Idempotency-Key, as the web app does. Needs DATABASE_URL (CI sets it); skipped without it.
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
const CUSTOMERS = 10;
/** Each customer's wallet: enough for two of the three wallet orders below, not for all. */
const WALLET_PAISE = 60_000;

let ipCounter = 0;
/** Every request its own address, as many customers on many networks (the limits are per address). */
const nextIp = () => `10.77.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

async function call(
  server: ServerProcess,
  path: string,
  token: string | null,
  body?: object,
  key?: string,
  device?: string,
) {
  const res = await fetch(server.url(`/api/${path}`), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
      ...(device ? { cookie: device } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    json: (await res.json()) as { data?: unknown; message?: string },
    device: deviceCookie(res.headers.getSetCookie()),
  };
}

async function signUp(server: ServerProcess, phone: string): Promise<string> {
  // The code is tried by the device that asked for it: its cookie goes back with the code.
  const { device } = await call(server, `send-registration-otp/${phone}`, null);
  const sms = await call(server, `dev/sms?phone=${phone}`, null);
  const otp = /\b(\d{5})\b/.exec((sms.json.data as Array<{ text: string }>)[0]?.text ?? '')?.[1];
  const res = await call(
    server,
    'register',
    null,
    { phone, name: 'Kill Nine', email: `k${phone}@example.in`, referral: '', otp },
    undefined,
    device,
  );
  if (res.status !== 200) throw new Error(`register ${phone}: ${res.status} ${JSON.stringify(res.json)}`);
  return (res.json.data as { auth_token: string }).auth_token;
}

interface Attempt {
  customer: number;
  token: string;
  key: string;
  body: Record<string, unknown>;
  /** The order id of a 2xx answer. */
  placed?: number;
  status?: number;
}

describe.skipIf(!databaseUrl)('kill -9 during concurrent orders on PostgreSQL', () => {
  const name = `kill_nine_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'khabar-kill-nine-'));
  let url: string;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  let db: pg.Client;
  const tokens: string[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(databaseUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    env = {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      CLOCK_START: '2026-11-19T07:30:00Z',
      DEMO_AUTOPILOT: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    };
    server = await startServerProcess(env);
    db = new pg.Client({ connectionString: url });
    await db.connect();
    tokens.push(
      ...(await Promise.all(
        Array.from({ length: CUSTOMERS }, (_, i) => signUp(server!, `93300090${String(i).padStart(2, '0')}`)),
      )),
    );
    // Wallet money through the ledger, as a top-up would.
    await db.query(
      `with credited as (
         update users set wallet_balance_paise = wallet_balance_paise + $1
         where phone like '93300090%' returning id, wallet_balance_paise)
       insert into wallet_transactions (user_id, amount_paise, balance_after_paise, type, description)
       select id, $1, wallet_balance_paise, 'deposit', 'Test top-up' from credited`,
      [WALLET_PAISE],
    );
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await db?.end();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('leaves no order without lines, no ledger off its balance, no double debit or coupon use, no 2xx lost', async () => {
    const menu = await call(server!, 'get-restaurant-items/aminia-darbar', null, {});
    const data = menu.json as unknown as { recommended: Dish[]; items: Record<string, Dish[]> };
    type Dish = { id: number; price: string; choice_groups?: unknown[] };
    const dish = [...data.recommended, ...Object.values(data.items).flat()].find(
      (d) => !d.choice_groups && Number(d.price) >= 200 && Number(d.price) <= 300,
    )!;
    const cart = (coupon: string) => ({
      order: [{ id: dish.id, quantity: 1 }],
      coupon,
      driver_tip_amount: 0,
      delivery_type: 1,
      location: PARK_STREET,
    });
    // The agreed totals, quoted before the run: with and without the once-per-customer coupon.
    const totals = new Map<string, string>();
    for (const coupon of ['', 'WELCOME50']) {
      const q = await call(server!, 'cart-quote', tokens[0]!, cart(coupon));
      expect(q.status, JSON.stringify(q.json)).toBe(200);
      totals.set(coupon, (q.json.data as { bill: { total: string } }).bill.total);
    }
    // Per customer: two cash orders, three wallet orders (only two fit the wallet), and the
    // once-per-customer coupon tried three times (cash, wallet, cash).
    const attempts: Attempt[] = tokens.flatMap((token, customer) =>
      (
        [
          ['COD', ''],
          ['COD', ''],
          ['WALLET', ''],
          ['WALLET', ''],
          ['WALLET', ''],
          ['COD', 'WELCOME50'],
          ['WALLET', 'WELCOME50'],
          ['COD', 'WELCOME50'],
        ] as const
      ).map(([method, coupon], i) => ({
        customer,
        token,
        key: `kill-nine-${customer}-${i}-${randomBytes(4).toString('hex')}`,
        body: { ...cart(coupon), method, total: totals.get(coupon) },
      })),
    );

    let answered = 0;
    let quarterAnswered = () => {};
    const quarter = new Promise<void>((resolve) => {
      quarterAnswered = resolve;
    });
    const place = async (a: Attempt, on: ServerProcess) => {
      try {
        const res = await call(on, 'place-order', a.token, a.body, a.key);
        a.status = res.status;
        if (res.status === 201) a.placed = (res.json.data as { id: number }).id;
        if (++answered === Math.ceil(attempts.length / 4)) quarterAnswered();
      } catch {
        a.status = undefined; // cut off: the outcome is unknown to the client
      }
    };
    // All at once; the server is killed once a quarter of them have their answer, the rest mid-way.
    const first = server!;
    const inFlight = attempts.map((a) => place(a, first));
    await Promise.race([quarter, Promise.all(inFlight)]);
    first.child.kill('SIGKILL');
    await Promise.all(inFlight);
    await first.exited;
    const answeredBeforeKill = attempts.filter((a) => a.placed !== undefined).length;
    const cutOff = attempts.filter((a) => a.status === undefined);
    expect(answeredBeforeKill).toBeGreaterThan(0);
    expect(cutOff.length).toBeGreaterThan(0);

    const refusedBeforeKill = answered - answeredBeforeKill;
    // Orders committed before the kill whose answer was lost: the retries must find them by their key.
    const committedUnanswered = (
      await db.query(`select count(*)::int as n from orders where idempotency_key = any($1::text[])`, [
        cutOff.map((a) => a.key),
      ])
    ).rows[0].n as number;
    console.log(
      `before the kill: ${answeredBeforeKill} placed, ${refusedBeforeKill} refused, ${cutOff.length} cut off (${committedUnanswered} of them committed)`,
    );

    // Started again on the same database; the cut-off requests are retried with their own keys.
    server = await startServerProcess(env);
    const beforeRetries = new Map(attempts.filter((a) => a.placed).map((a) => [a.key, a.placed]));
    await Promise.all(cutOff.map((a) => place(a, server!)));
    for (const a of attempts) expect(a.status, a.key).toBeDefined();
    for (const a of attempts) expect(a.status! < 500, `${a.key} ${a.status}`).toBe(true);

    const rows = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows;
    // Every 2xx order is there, the customer's own, with the key it was placed under.
    const placed = attempts.filter((a) => a.placed !== undefined);
    const found = await rows(
      `select o.id, o.idempotency_key, u.phone from orders o join users u on u.id = o.user_id
       where o.id = any($1::int[])`,
      [placed.map((a) => a.placed)],
    );
    expect(found).toHaveLength(placed.length);
    for (const a of placed) {
      expect(found.find((f) => f.id === a.placed)?.idempotency_key).toBe(a.key);
    }
    for (const [key, id] of beforeRetries) expect(placed.find((a) => a.key === key)?.placed).toBe(id);
    // One order per key, and no order the client never heard of beyond the cut-off ones.
    const ours = await rows(`select idempotency_key from orders where idempotency_key like 'kill-nine-%'`);
    expect(new Set(ours.map((r) => r.idempotency_key)).size).toBe(ours.length);
    expect(ours).toHaveLength(placed.length);
    // No order without lines.
    expect(
      await rows(
        `select id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
      ),
    ).toEqual([]);
    // Every wallet's ledger adds up to its balance, and never went below zero.
    expect(
      await rows(
        `select u.id, u.wallet_balance_paise, coalesce(sum(w.amount_paise), 0)::int as ledger
         from users u left join wallet_transactions w on w.user_id = u.id
         group by u.id having u.wallet_balance_paise <> coalesce(sum(w.amount_paise), 0)`,
      ),
    ).toEqual([]);
    expect(await rows(`select id from users where wallet_balance_paise < 0`)).toEqual([]);
    // One debit per wallet order, of exactly its wallet part; none for any other order.
    expect(
      await rows(
        `select o.id, o.wallet_paise, count(w.id)::int as debits, coalesce(sum(-w.amount_paise), 0)::int as debited
         from orders o left join wallet_transactions w on w.order_id = o.id and w.type = 'withdraw'
         group by o.id
         having count(w.id) <> (case when o.wallet_paise > 0 then 1 else 0 end)
             or coalesce(sum(-w.amount_paise), 0) <> o.wallet_paise`,
      ),
    ).toEqual([]);
    // One coupon use per order that carries a coupon, none for others; WELCOME50 once per customer.
    expect(
      await rows(
        `select o.id from orders o
         where (select count(*) from coupon_redemptions r where r.order_id = o.id)
               <> (case when o.coupon_id is null then 0 else 1 end)`,
      ),
    ).toEqual([]);
    expect(
      await rows(
        `select r.user_id from coupon_redemptions r join coupons c on c.id = r.coupon_id
         where c.code = 'WELCOME50' group by r.user_id having count(*) > 1`,
      ),
    ).toEqual([]);
    // And the refusals were the right ones: each customer's wallet paid at most what it held.
    const spent = await rows(
      `select u.phone, coalesce(sum(o.wallet_paise), 0)::int as spent from users u
       left join orders o on o.user_id = u.id where u.phone like '93300090%' group by u.phone`,
    );
    for (const s of spent) expect(s.spent).toBeLessThanOrEqual(WALLET_PAISE);
  }, 120_000);
});
