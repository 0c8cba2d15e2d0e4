// `npm run bench`: the figures of issue 15, each beside its ceiling, in one run.
// - PGlite, the demo city (~45 restaurants) and a large synthetic one (~4,000): the restaurant lists,
//   the menu and search without compression and as browsers ask (`accept-encoding: gzip, deflate, br,
//   zstd`), cart-quote, the list and menu again with production's LOG_LEVEL=info, and the server's
//   memory. The ceiling of each row is a bare node:http server answering the same requests with the
//   very bytes the API answered them with (same encoding).
// - PostgreSQL, when DATABASE_URL is set (a scratch database is created beside it and dropped): the
//   dinner rush, the headline order figure (rush-bench.ts: 2,400 accounts on 1,200 client addresses,
//   each on their own connection, beside the raw transaction of the same run, in one process and, with
//   REDIS_URL, two); then place-order at 8, 32 and 64 connections beside a raw SQL transaction of the same writes
//   (order-bench.ts); the dashboard and statements on BENCH_ORDERS (100,000) orders of history
//   (dashboard-bench.ts, also runnable alone).
// - The operators' board with 2,000 orders in flight, on PGlite and (DATABASE_URL) PostgreSQL: its first
//   page and at-risk filter, and a status change's latency to the operators' stream (board-bench.ts,
//   also runnable alone; BENCH_BOARD_DRIVERS, BENCH_BOARD_CHANGES).
// Settings: BENCH_SECONDS (4) per row, BENCH_CONNECTIONS (32), BENCH_ROUNDS (1, the median is shown),
// BENCH_CITIES (demo,large), BENCH_SKIP_PG=1. No goal is asserted: the figures are for reading.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BenchRequest,
  BROWSER,
  connections,
  describeMemory,
  header,
  measure,
  memoryBreakdown,
  memoryOf,
  printRow,
  processTree,
  record,
  run,
  seconds,
  startApi,
  startCeiling,
  stop,
} from './bench-kit.ts';
import { benchBoard } from './board-bench.ts';
import { benchDashboard } from './dashboard-bench.ts';
import { benchOrders } from './order-bench.ts';
import { benchRush } from './rush-bench.ts';

const points = [
  { name: 'Park Street', latitude: 22.553, longitude: 88.352 },
  { name: 'Salt Lake Sector V', latitude: 22.5735, longitude: 88.4331 },
  { name: 'Gariahat', latitude: 22.5186, longitude: 88.3672 },
  { name: 'New Town', latitude: 22.5958, longitude: 88.4795 },
  { name: 'Howrah', latitude: 22.5839, longitude: 88.3426 },
];
const json = { 'content-type': 'application/json' };
const withEncoding = (reqs: BenchRequest[], enc: string | null): BenchRequest[] =>
  reqs.map((r) => ({ ...r, headers: { ...r.headers, ...(enc ? { 'accept-encoding': enc } : {}) } }));
const atPoints = (path: string, extra: object = {}): BenchRequest[] =>
  points.map((p) => ({
    method: 'POST',
    path,
    headers: json,
    body: JSON.stringify({ latitude: p.latitude, longitude: p.longitude, ...extra }),
  }));

/**
 * Dish ids of one restaurant's menu: any object in the answer with a numeric id and a price, but not a
 * dish with choices (issue 27): a bare line of a dish that needs a choice is refused.
 */
function dishIds(menu: unknown, into: number[] = []): number[] {
  if (Array.isArray(menu)) for (const m of menu) dishIds(m, into);
  else if (menu && typeof menu === 'object') {
    const o = menu as Record<string, unknown>;
    if (typeof o.id === 'number' && 'price' in o) {
      if (!Array.isArray(o.choice_groups) || o.choice_groups.length === 0) into.push(o.id);
    } else for (const v of Object.values(o)) dishIds(v, into);
  }
  return into;
}

async function quoteRequests(port: number): Promise<BenchRequest[]> {
  const menu = await fetch(`http://127.0.0.1:${port}/api/get-restaurant-items/aminia-darbar`, {
    method: 'POST',
  }).then((r) => r.json());
  const ids = [...new Set(dishIds(menu))].slice(0, 3);
  return points.map((p) => ({
    method: 'POST',
    path: '/api/cart-quote',
    headers: json,
    body: JSON.stringify({
      order: ids.map((id) => ({ id, quantity: 2 })),
      coupon: 'KOLKATA20',
      driver_tip_amount: 10,
      delivery_type: 1,
      location: { lat: p.latitude, lng: p.longitude, address: p.name },
    }),
  }));
}

async function menuRequests(port: number): Promise<BenchRequest[]> {
  const list: Array<{ slug: string }> = await fetch(`http://127.0.0.1:${port}/api/get-delivery-restaurants`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(points[0]),
  }).then((r) => r.json() as Promise<Array<{ slug: string }>>);
  return list.slice(0, 5).map((r) => ({ method: 'POST', path: `/api/get-restaurant-items/${r.slug}` }));
}

interface Row {
  label: string;
  requests: BenchRequest[];
}

const cities = (process.env.BENCH_CITIES ?? 'demo,large').split(',');
const work = mkdtempSync(join(tmpdir(), 'khabar-bench-'));
console.log(
  `# ${seconds} s per row, ${connections} connections, autocannon; ceiling = node:http sending the same bytes`,
);
try {
  for (const [city, extra] of [
    ['demo', 0],
    ['large', 3960],
  ] as const) {
    if (!cities.includes(city)) continue;
    const dataDir = join(work, city);
    console.log(`\n# ${city} city: preparing the database...`);
    await run(process.execPath, ['--import', 'tsx', 'scripts/bench/prepare-city.ts', dataDir, String(extra)]);
    // PGlite: without DATABASE_URL and REDIS_URL, whatever the bench was started with.
    const api = await startApi(3301, { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
    const started = await memoryBreakdown(api);
    const lists = atPoints('/api/get-delivery-restaurants');
    const menus = await menuRequests(3301);
    const rows: Row[] = [
      { label: 'delivery list, no compression', requests: withEncoding(lists, null) },
      { label: 'delivery list, gzip/br (browser)', requests: withEncoding(lists, BROWSER) },
      {
        label: 'self-pickup list, gzip/br',
        requests: withEncoding(atPoints('/api/get-selfpickup-restaurants'), BROWSER),
      },
      { label: 'menu (get-restaurant-items), no compression', requests: withEncoding(menus, null) },
      { label: 'menu (get-restaurant-items), gzip/br', requests: withEncoding(menus, BROWSER) },
      {
        label: 'search q=biryani, no compression',
        requests: withEncoding(atPoints('/api/search-restaurants', { q: 'biryani' }), null),
      },
      {
        label: 'search q=biryani, gzip/br',
        requests: withEncoding(atPoints('/api/search-restaurants', { q: 'biryani' }), BROWSER),
      },
    ];
    if (city === 'demo')
      rows.push({ label: 'cart-quote, gzip/br', requests: withEncoding(await quoteRequests(3301), BROWSER) });
    const recorded = [];
    for (const row of rows) recorded.push(await record(3301, row.requests));
    // Both servers stay up and each row measures one right after the other, so a busy machine moves
    // both figures alike.
    const ceiling = await startCeiling(recorded.flat(), 3302, work);
    const results = [];
    for (const [i, row] of rows.entries()) {
      process.stdout.write(`# ${city}: ${row.label}...\n`);
      const bytes =
        recorded[i]!.reduce((s, r) => s + Buffer.from(r.body, 'base64').length, 0) / row.requests.length;
      const apiResult = await measure(3301, row.requests);
      results.push({ row, bytes, api: apiResult, ceiling: await measure(3302, row.requests) });
    }
    // The peak first: the breakdown's full garbage collection does not lower the high-water mark.
    const memory = memoryOf(processTree(api.pid!));
    const loaded = await memoryBreakdown(api);
    await stop(api);
    // The rows above run with LOG_LEVEL=warn; production's default is info (one access line per
    // request), so its cost is measured too, on the same database (PGlite allows one process at a time).
    const logged = [];
    if (city === 'demo') {
      const info = await startApi(3301, {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'info',
      });
      for (const [i, label] of [
        [1, 'delivery list, gzip/br, LOG_LEVEL=info'],
        [4, 'menu, gzip/br, LOG_LEVEL=info'],
      ] as const) {
        const row = rows[i]!;
        process.stdout.write(`# ${city}: ${label}...\n`);
        logged.push({ label, api: await measure(3301, row.requests), i });
      }
      await stop(info);
    }
    await stop(ceiling);
    header(`${city} city (PGlite${extra ? `, +${extra} synthetic restaurants` : ''})`);
    for (const r of results) printRow(r.row.label, r.api, r.ceiling, r.bytes);
    for (const l of logged) printRow(l.label, l.api, results[l.i]!.ceiling, results[l.i]!.bytes);
    console.log(`server memory after start: ${describeMemory(started)}`);
    console.log(
      `server memory after the rows above: RSS ${memory.rssMb} MB, peak ${memory.peakMb} MB; after a full GC ${describeMemory(loaded)}`,
    );
  }
  if (process.env.DATABASE_URL && process.env.BENCH_SKIP_PG !== '1') {
    // The headline order figure (issue 29): the dinner rush beside the raw transaction of the same run.
    await benchRush({ work });
    await benchOrders({ work });
    await benchDashboard({ work });
  }
  // After the dashboard; its PostgreSQL half follows the same DATABASE_URL and BENCH_SKIP_PG.
  await benchBoard({ work });
} finally {
  rmSync(work, { recursive: true, force: true });
}
