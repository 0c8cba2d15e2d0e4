// The operators' board under a dinner rush (issue 25): 2,000 orders in flight (placed, preparing,
// assigned, on the way; some late), BENCH_BOARD_DONE (3,000) finished earlier today and
// BENCH_BOARD_HISTORY (20,000) from the days before, written straight into a scratch database by
// generate_series (never in the demo seed). Measures
// - the board's first page and its at-risk filter (what a screen's first paint waits for), and the
//   ops map, at 1 and BENCH_BOARD_CONNECTIONS (4) operators;
// - event latency: the operators' stream (GET /api/admin/ops/events) open, a restaurant accepts
//   BENCH_BOARD_CHANGES (200) orders one at a time through its real endpoint, each timed from the
//   call's start to its event arriving on the stream. The goal of the issue: p99 under 1 s.
// Drivers: BENCH_BOARD_DRIVERS (pglite,postgres); PostgreSQL needs DATABASE_URL (a scratch database is
// made beside it and dropped). Run alone: `DATABASE_URL=... tsx scripts/bench/board-bench.ts`.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Db, openDb } from '@khabar/db';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { createSseParser } from '../../packages/domain/src/streams/sse-parser.ts';
import { type BenchRequest, header, measure, printRow, run, startApi, stop } from './bench-kit.ts';

const IN_FLIGHT = 2000;
const CHANGES = Math.min(IN_FLIGHT, Number(process.env.BENCH_BOARD_CHANGES ?? 200));
const DONE_TODAY = Number(process.env.BENCH_BOARD_DONE ?? 3000);
const HISTORY = Number(process.env.BENCH_BOARD_HISTORY ?? 20_000);
const VIEWERS = Number(process.env.BENCH_BOARD_CONNECTIONS ?? 4);
const PORT = 3331;
/** The bench's server clock (bench-kit.ts starts every API at it). */
const NOW = '2026-11-19T07:30:00Z';
const GOAL_P99_MS = 1000;

/** Rows of a query (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * `count` orders at `status` (SQL over i), made `minutesAgo` (SQL over i) minutes before NOW, at the
 * restaurants in turn or at one. Late ones are those whose promise (40 minutes) has passed.
 */
async function insertOrders(
  db: Db,
  o: {
    userId: number;
    prefix: string;
    count: number;
    status: string;
    minutesAgo: string;
    restaurantId?: number;
    acceptWindowSeconds?: number;
  },
): Promise<void> {
  const placed = sql`${NOW}::timestamptz - (${sql.raw(o.minutesAgo)}) * interval '1 minute'`;
  const restaurant = o.restaurantId ? sql`${o.restaurantId}::int` : sql`rids[1 + i % array_length(rids, 1)]`;
  await db.execute(sql`
    insert into orders (unique_order_id, user_id, restaurant_id, orderstatus_id, delivery_type, address,
      latitude, longitude, distance_m, subtotal_paise, restaurant_charge_bp, restaurant_charge_paise,
      delivery_charge_paise, tax_bp, tax_paise, total_paise, wallet_paise, payable_paise, payment_mode,
      delivery_pin, promised_at, placed_at, accept_window_seconds, created_at, delivered_at)
    select ${o.prefix} || i, ${o.userId}, ${restaurant},
      ${sql.raw(o.status)}, 1, 'Park Street', 22.55, 88.35, 3000, 30000, 0, 0, 3000, 500, 1500, 34500, 0,
      34500, 'COD', '1234', ${placed} + interval '40 minutes', ${placed}, ${o.acceptWindowSeconds ?? 120},
      ${placed},
      case when ${sql.raw(o.status)} = 5 then ${placed} + interval '35 minutes' end
    from generate_series(1, ${o.count}::int) as i,
      (select array_agg(id order by id) as rids from restaurants) r`);
}

interface Prepared {
  supportToken: string;
  staffToken: string;
  /** Orders at the staff's restaurant awaiting its answer, one per change. */
  toAccept: number[];
}

/** Migrated and seeded (prepare-city.ts), then the rush and the history, and two sessions. */
async function prepare(target: string): Promise<Prepared> {
  await run(process.execPath, ['--import', 'tsx', 'scripts/bench/prepare-city.ts', target, '0']);
  const started = Date.now();
  const handle = await openDb(/^postgres(ql)?:/.test(target) ? { databaseUrl: target } : { dataDir: target });
  try {
    const db = handle.db;
    const supportToken = randomBytes(32).toString('base64url');
    const staffToken = randomBytes(32).toString('base64url');
    const [customer] = await rowsOf<{ id: number }>(
      db,
      sql`insert into users (phone, name) values ('6989999998', 'Bench Board') returning id`,
    );
    const [staff] = await rowsOf<{ restaurant_id: number }>(
      db,
      sql`select s.restaurant_id from restaurant_staff s join users u on u.id = s.user_id
        where u.phone = '7000000001' order by s.restaurant_id limit 1`,
    );
    if (!customer || !staff) throw new Error('the demo seed has no staff account 7000000001');
    const userId = Number(customer.id);
    // In flight: placed, preparing, assigned, on the way, made in the last 90 minutes (the older
    // half are late); and, among them, the orders the restaurant will accept, placed a minute ago.
    await insertOrders(db, {
      userId,
      prefix: 'BOARD-OPEN-',
      count: IN_FLIGHT - CHANGES,
      status: '(array[1,2,3,4])[1 + i % 4]',
      minutesAgo: 'i % 90',
    });
    await insertOrders(db, {
      userId,
      prefix: 'BOARD-NEW-',
      count: CHANGES,
      status: '1',
      minutesAgo: '1',
      restaurantId: Number(staff.restaurant_id),
      acceptWindowSeconds: 3600,
    });
    await insertOrders(db, {
      userId,
      prefix: 'BOARD-DONE-',
      count: DONE_TODAY,
      status: '5',
      minutesAgo: '60 + i % 300',
    });
    await insertOrders(db, {
      userId,
      prefix: 'BOARD-OLD-',
      count: HISTORY,
      status: '(array[5,6])[1 + i % 2]',
      minutesAgo: '1440 + i',
    });
    for (const [phone, token] of [
      ['8000000002', supportToken],
      ['7000000001', staffToken],
    ] as const) {
      await db.execute(sql`
        insert into sessions (user_id, token_hash, expires_at)
        select id, ${tokenHash(token)}, now() + interval '1 day' from users where phone = ${phone}`);
    }
    const toAccept = (
      await rowsOf<{ id: number }>(
        db,
        sql`select id from orders where unique_order_id like 'BOARD-NEW-%' order by id`,
      )
    ).map((r) => Number(r.id));
    await db.execute(sql`analyze`);
    console.log(
      `# board: ${IN_FLIGHT} in flight, ${DONE_TODAY} done today, ${HISTORY} older written in ${Date.now() - started} ms`,
    );
    return { supportToken, staffToken, toAccept };
  } finally {
    await handle.close();
  }
}

interface OpsStream {
  /** Resolves with performance.now() when the 'accepted' event of this order arrives. */
  acceptedOf(orderId: number): Promise<number>;
  close(): void;
}

/** The operators' stream, read as the web app reads it; resolves once the server has said hello. */
async function openOpsStream(base: string, token: string): Promise<OpsStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/admin/ops/events`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  if (!res.ok || !res.body) throw new Error(`ops stream refused: ${res.status} ${await res.text()}`);
  const arrived = new Map<number, number>();
  const waiting = new Map<number, (at: number) => void>();
  const parser = createSseParser();
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let hello!: () => void;
  const greeted = new Promise<void>((r) => {
    hello = r;
  });
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const now = performance.now();
        hello();
        for (const f of parser.push(value)) {
          if (f.event !== 'accepted') continue;
          const id = (JSON.parse(f.data) as { order_id: number }).order_id;
          const wake = waiting.get(id);
          if (wake) wake(now);
          else arrived.set(id, now);
        }
      }
    } catch {}
  })();
  // The first bytes (a comment) come once the stream is subscribed: changes after it are heard.
  await greeted;
  return {
    acceptedOf: (orderId) =>
      arrived.has(orderId)
        ? Promise.resolve(arrived.get(orderId)!)
        : new Promise((resolve) => waiting.set(orderId, resolve)),
    close: () => abort.abort(),
  };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Each accept one after the other: from the call's start to its event on the operators' stream. */
async function eventLatency(base: string, p: Prepared) {
  const stream = await openOpsStream(base, p.supportToken);
  const latencies: number[] = [];
  const calls: number[] = [];
  try {
    for (const [i, orderId] of p.toAccept.entries()) {
      const heard = stream.acceptedOf(orderId);
      const start = performance.now();
      const res = await fetch(`${base}/api/partner/orders/${orderId}/accept`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${p.staffToken}`,
          'x-forwarded-for': `10.77.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify({ preparation_min: 20 }),
      });
      const answered = performance.now();
      if (!res.ok) throw new Error(`accept ${orderId}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      latencies.push((await heard) - start);
      calls.push(answered - start);
    }
  } finally {
    stream.close();
  }
  latencies.sort((a, b) => a - b);
  calls.sort((a, b) => a - b);
  return {
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    max: latencies.at(-1)!,
    callP50: pct(calls, 50),
  };
}

async function benchOn(driver: string, target: string, env: Record<string, string>): Promise<void> {
  console.log(`\n# board on ${driver}: preparing the database...`);
  const prepared = await prepare(target);
  const server = await startApi(PORT, env);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    const get = (path: string): BenchRequest => ({
      method: 'GET',
      path: `/api/${path}`,
      headers: { authorization: `Bearer ${prepared.supportToken}` },
    });
    const rows: Array<[string, BenchRequest]> = [
      ['board, first page', get('admin/orders')],
      ['board, at risk', get('admin/orders?status=at_risk')],
      ['ops map', get('admin/ops/map')],
    ];
    const results = [];
    for (const [label, request] of rows) {
      const check = await fetch(`${base}${request.path}`, { headers: request.headers });
      if (!check.ok) throw new Error(`${label}: ${check.status} ${await check.text()}`);
      const bytes = (await check.arrayBuffer()).byteLength;
      console.log(`# board on ${driver}: ${label}...`);
      results.push({
        label,
        bytes,
        one: await measure(PORT, [request], { connections: 1 }),
        many: await measure(PORT, [request], { connections: VIEWERS }),
      });
    }
    const first = (await fetch(`${base}/api/admin/orders`, { headers: rows[0]![1].headers }).then((r) =>
      r.json(),
    )) as { data: { total: number; at_risk: number } };
    console.log(`# board on ${driver}: ${CHANGES} accepts, one at a time, timed to the ops stream...`);
    const events = await eventLatency(base, prepared);
    header(
      `the operators' board on ${driver}: ${IN_FLIGHT.toLocaleString('en-IN')} in flight (${first.data.total} on the board, ${first.data.at_risk} at risk), ${HISTORY.toLocaleString('en-IN')} older`,
    );
    for (const r of results) {
      printRow(`${r.label}, 1 conn.`, r.one, null, r.bytes);
      printRow(`${r.label}, ${VIEWERS} conn.`, r.many, null, r.bytes);
    }
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    console.log(
      `status change -> ops stream (${CHANGES} accepts): p50 ${ms(events.p50)}, p99 ${ms(events.p99)}, max ${ms(events.max)}; the accept call alone p50 ${ms(events.callP50)} — goal p99 < ${GOAL_P99_MS} ms: ${events.p99 < GOAL_P99_MS ? 'PASS' : 'OVER'}`,
    );
  } finally {
    await stop(server);
  }
}

export async function benchBoard({ work }: { work: string }): Promise<void> {
  const drivers = (process.env.BENCH_BOARD_DRIVERS ?? 'pglite,postgres').split(',');
  if (drivers.includes('pglite')) {
    const dataDir = join(work, 'board');
    // PGlite: without DATABASE_URL and REDIS_URL, whatever the bench was started with.
    await benchOn('PGlite', dataDir, { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
  }
  if (!drivers.includes('postgres')) return;
  if (!process.env.DATABASE_URL || process.env.BENCH_SKIP_PG === '1') {
    console.log('\n# board on PostgreSQL: skipped (set DATABASE_URL)');
    return;
  }
  const base = new URL(process.env.DATABASE_URL);
  const name = `khabar_board_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.href });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(base.href);
    url.pathname = `/${name}`;
    try {
      await benchOn('PostgreSQL', url.href, { DATABASE_URL: url.href, DATA_DIR: work });
    } finally {
      if (process.env.BENCH_KEEP_DB === '1') console.log(`# kept ${url.href}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const work = mkdtempSync(join(tmpdir(), 'khabar-bench-'));
  try {
    await benchBoard({ work });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
