// The PostgreSQL part of the bench (DATABASE_URL): place-order (cash on delivery) at 8, 32 and 64
// connections beside its ceiling, a raw SQL transaction of the same writes: every row the API wrote for
// one order (found through the tables' order_id columns) copied again in BEGIN ... COMMIT, one
// statement per table, with as many database connections as the API's pool has.
// The database is a scratch one created beside DATABASE_URL's and dropped at the end.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  type BenchRequest,
  BROWSER,
  connections,
  header,
  measure,
  memoryOf,
  printRow,
  processTree,
  type Result,
  run,
  type Setup,
  seconds,
  startApi,
  stop,
} from './bench-kit.ts';

const USERS = 4000;
const CONNECTION_STEPS = [8, 32, 64];
const PARK_STREET = {
  lat: 22.5526,
  lng: 88.3525,
  address: 'Park Street, Kolkata',
  house: '4B',
  landmark: '',
  tag: 'HOME',
};

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Bench customers with ready sessions, written straight into the tables (no OTP round trips). */
async function addCustomers(url: string): Promise<string[]> {
  const tokens = Array.from({ length: USERS }, () => randomBytes(32).toString('base64url'));
  await withClient(url, async (c) => {
    const phones = tokens.map((_, i) => String(6_990_000_000 + i));
    const { rows } = await c.query<{ id: number }>(
      `INSERT INTO users (phone, name) SELECT p, 'Bench Customer' FROM unnest($1::text[]) p RETURNING id`,
      [phones],
    );
    const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
    await c.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at)
       SELECT u, h, now() + interval '30 days' FROM unnest($1::int[], $2::text[]) AS x(u, h)`,
      [rows.map((r) => r.id), hashes],
    );
  });
  return tokens;
}

export async function api<T>(port: number, path: string, token: string, body: object): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${port}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** A cash-on-delivery cart (under the COD limit, over the minimum) and its total, as the page sends it. */
export async function codOrder(port: number, token: string) {
  const list = await api<Array<{ slug: string; is_open: number; is_accept_cod: number }>>(
    port,
    'get-delivery-restaurants',
    token,
    { latitude: PARK_STREET.lat, longitude: PARK_STREET.lng },
  );
  for (const r of list.filter((x) => x.is_open && x.is_accept_cod)) {
    const menu = await api<{
      items: Record<
        string,
        Array<{ id: number; price: string; is_active: number; choice_groups?: unknown[] }>
      >;
    }>(port, `get-restaurant-items/${r.slug}`, token, {});
    const dish = Object.values(menu.items)
      .flat()
      // A dish of one price: one with choices needs them chosen (issue 27).
      .find(
        (d) => d.is_active && !d.choice_groups?.length && Number(d.price) >= 100 && Number(d.price) < 350,
      );
    if (!dish) continue;
    const cart = {
      order: [{ id: dish.id, quantity: 1 }],
      coupon: null,
      driver_tip_amount: 0,
      delivery_type: 1,
      location: PARK_STREET,
    };
    const quote = await api<{ data: { bill: { total: string; payable: string } } }>(
      port,
      'cart-quote',
      token,
      cart,
    );
    return {
      slug: r.slug,
      cart,
      order: {
        ...cart,
        method: 'COD',
        total: Number(quote.data.bill.total),
        payable: Number(quote.data.bill.payable),
      },
    };
  }
  throw new Error('no cash-on-delivery cart found near Park Street');
}

/** The raw transaction: the rows of one placed order, copied again (a new id and unique_order_id). */
export async function rawWrites(url: string, orderId: number): Promise<string[]> {
  return withClient(url, async (c) => {
    const cols = await c.query<{ table_name: string; columns: string[] }>(
      `SELECT table_name, array_agg(column_name::text ORDER BY ordinal_position) AS columns
       FROM information_schema.columns WHERE table_schema = 'public' GROUP BY table_name`,
    );
    const statements: string[] = [];
    const orders = cols.rows.find((t) => t.table_name === 'orders')!;
    const orderCols = orders.columns.filter((x) => x !== 'id');
    const values = orderCols.map((x) =>
      x === 'unique_order_id' ? `'KB' || $2::text` : x === 'idempotency_key' ? 'NULL' : x,
    );
    statements.push(
      `INSERT INTO orders (${orderCols.join(', ')}) SELECT ${values.join(', ')} FROM orders WHERE id = $1 RETURNING id`,
    );
    for (const t of cols.rows) {
      if (t.table_name === 'orders' || !t.columns.includes('order_id')) continue;
      const { rows } = await c.query(`SELECT count(*)::int AS n FROM ${t.table_name} WHERE order_id = $1`, [
        orderId,
      ]);
      if (!rows[0].n) continue;
      const keep = t.columns.filter((x) => x !== 'id');
      const sel = keep.map((x) => (x === 'order_id' ? '$2::int' : x));
      statements.push(
        `INSERT INTO ${t.table_name} (${keep.join(', ')}) SELECT ${sel.join(', ')} FROM ${t.table_name} WHERE order_id = $1`,
      );
    }
    // The order's timed jobs (auto-cancel) name it in their payload.
    statements.push(
      `INSERT INTO jobs (name, payload, run_at, singleton_key)
       SELECT name, jsonb_set(payload, '{orderId}', to_jsonb($2::int)), run_at, name || ':' || $2::text
       FROM jobs WHERE (payload->>'orderId')::int = $1`,
    );
    return statements;
  });
}

export async function measureRaw(
  url: string,
  orderId: number,
  statements: string[],
  clients: number,
  /** Called once the last transaction is done, before the pool closes (its backends still live). */
  beforeEnd?: () => Promise<void>,
): Promise<Result> {
  const pool = new pg.Pool({ connectionString: url, max: clients });
  // pool.end() resolves before the server has closed every backend; dropping the scratch database then
  // ends the stragglers with an error that, unheard, would crash the bench after its last row.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        const [first, ...rest] = statements;
        const { rows } = await c.query(first!, [orderId, randomBytes(8).toString('hex')]);
        for (const s of rest) await c.query(s, [orderId, rows[0].id]);
        await c.query('COMMIT');
        latencies.push(performance.now() - started);
      } catch {
        errors++;
        await c.query('ROLLBACK').catch(() => {});
      } finally {
        c.release();
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  await beforeEnd?.();
  await pool.end();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? 0);
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}

export async function benchOrders({ work }: { work: string }): Promise<void> {
  const base = new URL(String(process.env.DATABASE_URL));
  const name = `khabar_bench_${randomBytes(4).toString('hex')}`;
  await withClient(base.href, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(base.href);
  url.pathname = `/${name}`;
  const poolSize = process.env.DB_POOL_SIZE ?? '10';
  try {
    console.log(`\n# PostgreSQL: preparing ${name}...`);
    await run(process.execPath, ['--import', 'tsx', 'scripts/bench/prepare-city.ts', url.href, '0']);
    const tokens = await addCustomers(url.href);
    const server = await startApi(3311, { DATABASE_URL: url.href, DATA_DIR: work });
    const { slug, cart, order } = await codOrder(3311, tokens[0]!);
    // One order first: it must be accepted, or every figure below would be of refusals.
    await api(3311, 'place-order', tokens[1]!, order);
    const call = (path: string, body: object): BenchRequest => ({
      method: 'POST',
      path: `/api/${path}`,
      headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER },
      body: JSON.stringify(body),
    });
    const request = call('place-order', order);
    let next = 0;
    let ip = 0;
    // Each call from the next customer and a new address: the per-account limit (10 orders a minute)
    // and the per-client ones are for people, not for a bench of thousands of them.
    const setup: Setup = (req) => {
      ip++;
      return {
        ...req,
        headers: {
          ...req.headers,
          authorization: `Bearer ${tokens[next++ % tokens.length]}`,
          'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
        },
      };
    };
    // A browser's way to one order: two lists, two menus, three quotes, the order.
    const here = { latitude: PARK_STREET.lat, longitude: PARK_STREET.lng };
    const mix = [
      call('get-delivery-restaurants', here),
      call(`get-restaurant-items/${slug}`, {}),
      call('cart-quote', cart),
      call('get-delivery-restaurants', here),
      call(`get-restaurant-items/${slug}`, {}),
      call('cart-quote', cart),
      call('cart-quote', cart),
      request,
    ];
    const placed: Array<{ c: number; r: Result }> = [];
    for (const c of CONNECTION_STEPS) {
      console.log(`# PostgreSQL: place-order at ${c} connections...`);
      placed.push({ c, r: await measure(3311, [request], { connections: c, setup }) });
    }
    const memory = memoryOf(processTree(server.pid!));
    console.log('# PostgreSQL: browser mix, 1 process...');
    const mixes: Array<{ processes: number; r: Result; memory: ReturnType<typeof memoryOf> }> = [];
    mixes.push({ processes: 1, r: await measure(3311, mix, { setup }), memory });
    await stop(server);
    const processes = Number(process.env.BENCH_PROCESSES ?? 2);
    if (process.env.REDIS_URL && processes > 1) {
      console.log(`# PostgreSQL: browser mix, ${processes} processes (WEB_CONCURRENCY)...`);
      const several = await startApi(3311, {
        DATABASE_URL: url.href,
        DATA_DIR: work,
        WEB_CONCURRENCY: String(processes),
        REDIS_PREFIX: `${name}:`,
      });
      const r = await measure(3311, mix, { setup });
      mixes.push({ processes, r, memory: memoryOf(processTree(several.pid!)) });
      await stop(several);
    }
    const [{ id: template }] = await withClient(
      url.href,
      async (c) => (await c.query('SELECT max(id) AS id FROM orders')).rows,
    );
    const statements = await rawWrites(url.href, template);
    header(
      `place-order (COD, 1 dish) on PostgreSQL, pool ${poolSize}; ceiling: raw SQL transaction of the same writes (${statements.map((x) => /INSERT INTO (\w+)/.exec(x)?.[1]).join(', ')}), ${poolSize} connections`,
    );
    const raw = await measureRaw(url.href, template, statements, Number(poolSize));
    for (const { c, r } of placed) printRow(`place-order, ${c} connections`, r, raw, 0);
    console.log(`server memory: RSS ${memory.rssMb} MB, peak ${memory.peakMb} MB`);
    header(
      `browser mix on PostgreSQL (2 lists, 2 menus, 3 quotes, 1 order; ${connections} connections); figures are orders/s, ceiling as above`,
    );
    for (const m of mixes) {
      const orders = { ...m.r, rps: m.r.rps / mix.length };
      printRow(
        `mix, ${m.processes} process${m.processes > 1 ? 'es' : ''} (RSS ${m.memory.rssMb} MB)`,
        orders,
        raw,
        0,
      );
    }
  } finally {
    await withClient(base.href, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}
