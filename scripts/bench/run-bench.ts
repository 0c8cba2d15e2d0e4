// `npm run bench`: get-delivery-restaurants at several Kolkata points, measured with autocannon side by
// side with a bare node:http server returning a body of the same size (the ceiling on this machine),
// on the demo city (~45 restaurants) and on a large synthetic one (~4,000). Prints requests/s and
// p50/p99 latency for both and the ratio, and exits 1 when a goal is missed (BENCH_STRICT=1).
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const points = [
  { name: 'Park Street', latitude: 22.553, longitude: 88.352 },
  { name: 'Salt Lake Sector V', latitude: 22.5735, longitude: 88.4331 },
  { name: 'Gariahat', latitude: 22.5186, longitude: 88.3672 },
  { name: 'New Town', latitude: 22.5958, longitude: 88.4795 },
  { name: 'Howrah', latitude: 22.5839, longitude: 88.3426 },
];
const path = '/api/get-delivery-restaurants';

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  bytes: number;
}

async function waitFor(url: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not ready: ${url}`);
}

const listRequests = points.map((p) => ({
  method: 'POST' as const,
  path,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ latitude: p.latitude, longitude: p.longitude }),
}));

async function measure(port: number, requests = listRequests): Promise<Result> {
  // A short warm-up so the JIT and caches settle before we count.
  await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: 2, requests });
  const r = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    bytes: r.throughput.total / Math.max(1, r.requests.total),
  };
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}`))));
  });
}

async function startApi(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return child;
}

function bodyFile(body: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'khabar-ceiling-')), 'body.json');
  writeFileSync(file, body);
  return file;
}

async function startCeiling(samples: string, port: number): Promise<ChildProcess> {
  const child = fork(join(root, 'scripts/bench/ceiling-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    // The bodies go through a file: a large city's lists are too big for an environment variable.
    env: { ...process.env, PORT: String(port), CEILING_BODIES_FILE: bodyFile(samples) },
  });
  await new Promise((resolve) => child.once('message', resolve));
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Dish ids of one restaurant's menu: any object in the answer with a numeric id and a price. */
function dishIds(menu: unknown, into: number[] = []): number[] {
  if (Array.isArray(menu)) for (const m of menu) dishIds(m, into);
  else if (menu && typeof menu === 'object') {
    const o = menu as Record<string, unknown>;
    if (typeof o.id === 'number' && 'price' in o) into.push(o.id);
    else for (const v of Object.values(o)) dishIds(v, into);
  }
  return into;
}

/** The checkout's quote: a guest cart of three dishes priced by the server at the five points. */
async function measureQuote(port: number): Promise<Result> {
  const menu = await fetch(`http://127.0.0.1:${port}/api/get-restaurant-items/aminia-darbar`, {
    method: 'POST',
  }).then((r) => r.json());
  const ids = [...new Set(dishIds(menu))].slice(0, 3);
  const requests = points.map((p) => ({
    method: 'POST' as const,
    path: '/api/cart-quote',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      order: ids.map((id) => ({ id, quantity: 2 })),
      coupon: 'KOLKATA20',
      driver_tip_amount: 10,
      delivery_type: 1,
      location: { lat: p.latitude, lng: p.longitude, address: p.name },
    }),
  }));
  console.log('# demo city: measuring POST /api/cart-quote...');
  return measure(port, requests);
}

let quote: Result | null = null;
const rows: Array<{ city: string; api: Result; ceiling: Result }> = [];
for (const [city, extra] of [
  ['demo city (seeded)', 0],
  ['large city (+3,960 synthetic)', 3960],
] as const) {
  const dataDir = mkdtempSync(join(tmpdir(), 'khabar-bench-'));
  try {
    console.log(`\n# ${city}: preparing the database...`);
    await run(process.execPath, ['--import', 'tsx', 'scripts/bench/prepare-city.ts', dataDir, String(extra)]);
    const api = await startApi(dataDir, 3301);
    // The ceiling answers each point with the very bytes the API answered it with.
    const samples: Record<string, string> = {};
    for (const p of points) {
      const body = JSON.stringify({ latitude: p.latitude, longitude: p.longitude });
      samples[body] = await fetch(`http://127.0.0.1:3301${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).then((r) => r.text());
    }
    console.log(`# ${city}: measuring the API (${seconds} s, ${connections} connections)...`);
    const apiResult = await measure(3301);
    if (extra === 0) quote = await measureQuote(3301);
    await stop(api);
    const ceiling = await startCeiling(JSON.stringify(samples), 3302);
    console.log(`# ${city}: measuring the node:http ceiling (the same bodies per point)...`);
    const ceilingResult = await measure(3302);
    await stop(ceiling);
    rows.push({ city, api: apiResult, ceiling: ceilingResult });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (n: number) => n.toFixed(0).padStart(7);
console.log('\nPOST /api/get-delivery-restaurants, 5 Kolkata points, autocannon');
console.log('city                            | server   |   req/s | p50 ms | p99 ms | bytes/resp | errors');
let ok = true;
for (const { city, api, ceiling } of rows) {
  for (const [label, r] of [
    ['khabar', api],
    ['node:http', ceiling],
  ] as const) {
    console.log(
      `${city.padEnd(32)}| ${label.padEnd(9)}|${fmt(r.rps)} | ${String(r.p50).padStart(6)} | ${String(r.p99).padStart(6)} | ${fmt(r.bytes).padStart(10)} | ${r.errors}`,
    );
  }
  const ratio = api.rps / ceiling.rps;
  const pass = ratio >= 0.5 && api.p99 < 20 && api.errors === 0;
  ok &&= pass;
  console.log(
    `${''.padEnd(32)}| ratio ${(ratio * 100).toFixed(0)} % of the ceiling, p99 ${api.p99} ms: ${pass ? 'goal met' : 'GOAL MISSED'}`,
  );
}
if (rows.length === 2) {
  const [small, large] = [rows[0]!, rows[1]!];
  const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
  // More restaurants deliver to each point in the large city, so its answers are longer; the fair
  // question is whether our cost grows beyond what sending those bytes costs anyway.
  console.log(
    `4,000 vs 40 restaurants: answers ${(large.api.bytes / small.api.bytes).toFixed(1)}x longer; requests/s ${pct(large.api.rps, small.api.rps)} of the small city's (the ceiling's ${pct(large.ceiling.rps, small.ceiling.rps)}); share of the ceiling ${pct(small.api.rps, small.ceiling.rps)} -> ${pct(large.api.rps, large.ceiling.rps)}`,
  );
}
if (quote) {
  // The quote reads the database (dishes, coupon, its uses) on every call: no ceiling to compare with.
  const pass = quote.p99 < 50 && quote.errors === 0;
  ok &&= pass;
  console.log(
    `\nPOST /api/cart-quote (3 dishes, coupon, tip; demo city): ${quote.rps.toFixed(0)} req/s, p50 ${quote.p50} ms, p99 ${quote.p99} ms, errors ${quote.errors}: ${pass ? 'goal met (p99 < 50 ms)' : 'GOAL MISSED'}`,
  );
}
if (!ok && process.env.BENCH_STRICT === '1') process.exit(1);
