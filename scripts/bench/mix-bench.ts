// The browser-like mix of issue 29, run by rush-bench.ts right after the rush in one process, on the
// same server and database: 1,000 customers keep their order's tracking stream open (MIX_STREAMS), and
// new customers arrive at the rush's request rate spread over their four calls (the rush's orders/s / 4,
// decision 067), each on their own connection and client address, and do what the app does on the way
// to an order: the restaurant list at their point, a menu, a quote for their cart, the order. Each call's latency is kept by its kind; the goal is a p99 under
// 150 ms for every kind. Arrivals are paced (open loop): a slow answer does not slow the next arrival.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';

const STREAMS = Number(process.env.MIX_STREAMS ?? 1000);
const SECONDS = Number(process.env.MIX_SECONDS ?? 20);
const GOAL_MS = 150;
/** The calls each customer makes: list, menu, quote, place. */
export const MIX_CALLS = 4;
const CALL_TIMEOUT_MS = 30_000;

export interface MixCustomer {
  token: string;
  /** Where they are, and the cart body quote and order take (location included). */
  point: { latitude: number; longitude: number };
  cart: Record<string, unknown>;
}

export interface Watched {
  token: string;
  orderId: number;
}

interface Answer {
  status: number;
  ms: number;
  body: string;
}

function call(port: number, agent: Agent, path: string, body: object, token: string | null): Promise<Answer> {
  const started = performance.now();
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/${path}`,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-encoding': 'gzip, deflate, br, zstd',
          ...(token ? { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', (err) => resolve({ status: 0, ms: performance.now() - started, body: String(err) }));
    // A call that never answers is an error, not a bench that never ends.
    req.setTimeout(CALL_TIMEOUT_MS, () => req.destroy(new Error(`no answer in ${CALL_TIMEOUT_MS} ms`)));
    req.end(payload);
  });
}

/** Order streams held open for the whole mix, each on its own connection; resolves once all are open. */
async function holdStreams(port: number, watched: Watched[]): Promise<() => void> {
  const open: Array<() => void> = [];
  let refused = 0;
  for (let i = 0; i < watched.length; i += 100) {
    await Promise.all(
      watched.slice(i, i + 100).map(
        (w, j) =>
          new Promise<void>((resolve) => {
            const n = i + j;
            const req = httpRequest({
              host: '127.0.0.1',
              port,
              path: `/api/orders/${w.orderId}/events`,
              agent: false,
              localAddress: `127.60.${Math.floor(n / 250)}.${(n % 250) + 1}`,
              headers: { authorization: `Bearer ${w.token}` },
            });
            req.on('response', (res) => {
              if (res.statusCode !== 200) refused++;
              res.resume();
              resolve();
            });
            req.on('error', () => {
              refused++;
              resolve();
            });
            // Only until the answer's head: an open stream is silent between heartbeats.
            const opening = setTimeout(() => req.destroy(new Error('no answer')), CALL_TIMEOUT_MS);
            req.on('response', () => clearTimeout(opening));
            req.end();
            open.push(() => req.destroy());
          }),
      ),
    );
  }
  if (refused > 0) throw new Error(`${refused} of ${watched.length} tracking streams were refused`);
  return () => {
    for (const close of open) close();
  };
}

/**
 * Connections the kernel has completed and the server has not yet accepted (Linux: the rx_queue of
 * the listening socket in /proc/net/tcp), or null where that cannot be read. Node 20's libuv accepts one
 * connection per turn of the event loop (libuv pull request 3696; decision 059): when
 * every turn is long, new customers wait here before the server sees their first request.
 */
function acceptQueue(port: number): number | null {
  try {
    const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
    for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      // local_address, rem_address, st (0A: LISTEN), tx_queue:rx_queue
      if (f[1]?.endsWith(local) && f[3] === '0A') return Number.parseInt(f[4]!.split(':')[1]!, 16);
    }
  } catch {}
  return null;
}

export interface MixResult {
  rate: number;
  arrivals: number;
  streams: number;
  byCall: Array<{ call: string; count: number; p50: number; p99: number; errors: number }>;
  firstError: string | null;
  /** The most connections waiting to be accepted, sampled every 100 ms (null: not readable here). */
  acceptQueueMax: number | null;
}

export async function browserMix({
  port,
  rate,
  customers,
  watched,
  slug,
}: {
  port: number;
  /** Customers arriving per second: the rush's orders/s / MIX_CALLS, or MIX_RATE. */
  rate: number;
  customers: MixCustomer[];
  watched: Watched[];
  /** The restaurant whose menu they open (their cart is from it). */
  slug: string;
}): Promise<MixResult> {
  const close = await holdStreams(port, watched.slice(0, STREAMS));
  const latencies: Record<string, number[]> = { list: [], menu: [], quote: [], place: [] };
  const errors: Record<string, number> = { list: 0, menu: 0, quote: 0, place: 0 };
  let firstError: string | null = null;
  const note = (kind: string, a: Answer, ok: number) => {
    latencies[kind]!.push(a.ms);
    if (a.status !== ok) {
      errors[kind]!++;
      firstError ??= `${kind}: ${a.status} ${a.body.slice(0, 200)}`;
    }
  };
  const arrivals = Math.min(customers.length, Math.max(1, Math.round(rate * SECONDS)));
  const visits: Promise<void>[] = [];
  let acceptQueueMax = acceptQueue(port);
  const sampling = setInterval(() => {
    const n = acceptQueue(port);
    if (n !== null) acceptQueueMax = Math.max(acceptQueueMax ?? 0, n);
  }, 100);
  const started = performance.now();
  try {
    for (let i = 0; i < arrivals; i++) {
      const due = started + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const c = customers[i]!;
      const agent = new Agent({
        keepAlive: true,
        maxSockets: 1,
        localAddress: `127.70.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`,
      });
      visits.push(
        (async () => {
          const list = await call(port, agent, 'get-delivery-restaurants', c.point, null);
          note('list', list, 200);
          note('menu', await call(port, agent, `get-restaurant-items/${slug}`, {}, null), 200);
          const quote = await call(port, agent, 'cart-quote', c.cart, c.token);
          note('quote', quote, 200);
          if (quote.status === 200) {
            const total = (JSON.parse(quote.body) as { data: { bill: { total: string } } }).data.bill.total;
            note(
              'place',
              await call(
                port,
                agent,
                'place-order',
                { ...c.cart, method: 'COD', total: Number(total) },
                c.token,
              ),
              201,
            );
          }
          agent.destroy();
        })(),
      );
    }
    await Promise.all(visits);
  } finally {
    clearInterval(sampling);
    close();
  }
  const pct = (xs: number[], q: number) => Math.round(xs[Math.floor(q * (xs.length - 1))] ?? 0);
  return {
    rate,
    arrivals,
    streams: Math.min(STREAMS, watched.length),
    byCall: Object.entries(latencies).map(([kind, xs]) => {
      xs.sort((a, b) => a - b);
      return { call: kind, count: xs.length, p50: pct(xs, 0.5), p99: pct(xs, 0.99), errors: errors[kind]! };
    }),
    firstError,
    acceptQueueMax,
  };
}

export function printMix(label: string, m: MixResult): boolean {
  console.log(
    `\nbrowser-like mix, ${label}: ${m.arrivals} customers arriving at ${m.rate.toFixed(1)}/s (${process.env.MIX_RATE ? 'MIX_RATE' : `the rush's requests/s over ${MIX_CALLS} calls each`}: ${Math.round(m.rate * MIX_CALLS)} calls/s) over ${(m.arrivals / m.rate).toFixed(1)} s, each list -> menu -> quote -> order on their own connection, ${m.streams} tracking streams open throughout`,
  );
  console.log('call   | count | p50 ms | p99 ms | errors');
  for (const c of m.byCall)
    console.log(
      `${c.call.padEnd(6)} | ${String(c.count).padStart(5)} | ${String(c.p50).padStart(6)} | ${String(c.p99).padStart(6)} | ${c.errors}`,
    );
  if (m.acceptQueueMax !== null)
    console.log(
      `connections waiting to be accepted (each customer's list opens one): at most ${m.acceptQueueMax}`,
    );
  if (m.firstError) console.log(`first error: ${m.firstError}`);
  const ok = m.byCall.every((c) => c.p99 < GOAL_MS && c.errors === 0);
  console.log(
    ok
      ? `mix goal met: p99 of every call under ${GOAL_MS} ms`
      : `MIX GOAL MISSED: p99 of every call under ${GOAL_MS} ms`,
  );
  return ok;
}
