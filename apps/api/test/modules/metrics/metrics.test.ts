// GET /metrics on a real server, after real requests: an order placed through the API, a live stream
// opened and closed, the job queue run on the test clock. The answer is parsed as Prometheus reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, testClock } from '../../helpers/accounts.ts';
import { parseMetrics, type Sample, sampleValue, scrape } from '../../helpers/metrics.ts';
import { listen, openStream, placeCashOrder, recordEvent } from '../../helpers/streams.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const PHONE = '9330000571';
const clock = testClock(LUNCH_TIME);
let t: TestApp;
let base: string;
let me: { token: string; user: { id: number } };
let before: Sample[];
let orderId: number;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  base = await listen(t.app);
  before = await scrape(base);
  me = await signUp(t.app, PHONE, 'Metrics Customer');
  orderId = await placeCashOrder(t, me.token);
});
afterAll(async () => {
  await t?.close();
});

const count = (samples: Sample[], labels: Record<string, string>) =>
  sampleValue(samples, 'khabar_http_request_duration_seconds_count', labels) ?? 0;

describe('requests by route', () => {
  it('times each request under its route pattern, never the URL with its ids or phone numbers', async () => {
    const now = await scrape(base);
    expect(count(now, { route: '/api/place-order', method: 'POST', status_code: '201' })).toBe(1);
    expect(count(now, { route: '/api/cart-quote', method: 'POST', status_code: '200' })).toBe(1);
    // Sign-up asked for a code for the number: the label is the pattern.
    expect(
      now.some(
        (s) =>
          s.name === 'khabar_http_request_duration_seconds_count' &&
          s.labels.route === '/api/send-registration-otp/:phone',
      ),
    ).toBe(true);
    const routes = new Set(now.filter((s) => s.labels.route !== undefined).map((s) => s.labels.route));
    for (const route of routes) {
      expect(route).not.toContain(PHONE);
      expect(route).not.toMatch(new RegExp(`/${orderId}(/|$)`));
    }
  });

  it('counts a path no route knows as one unmatched route', async () => {
    await fetch(`${base}/api/orders-of/${PHONE}`);
    const now = await scrape(base);
    expect(count(now, { route: '(unmatched)', method: 'GET', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(now.some((s) => JSON.stringify(s.labels).includes(PHONE))).toBe(false);
  });

  it('serves the text format with Node’s own process metrics', async () => {
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const samples = parseMetrics(await res.text());
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // Every series names the process that answered (one process here: worker 0).
    expect(samples.every((s) => s.labels.worker === '0')).toBe(true);
    expect(sampleValue(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('orders by status', () => {
  it('shows the order just placed, read from the database', async () => {
    const placed = (s: Sample[]) => sampleValue(s, 'khabar_orders', { status: 'placed' });
    expect(placed(await scrape(base))).toBe(placed(before)! + 1);
    // Every status is there, at 0 when no order has it.
    const now = await scrape(base);
    for (const status of ['awaiting_payment', 'preparing', 'on_the_way', 'delivered', 'cancelled']) {
      expect(sampleValue(now, 'khabar_orders', { status }), status).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('the job queue', () => {
  it('shows the order’s pending auto-cancel, due once its time comes, and counts it when it has run', async () => {
    const pending = (s: Sample[]) => sampleValue(s, 'khabar_jobs_pending', { name: 'auto-cancel' }) ?? 0;
    const due = (s: Sample[]) => sampleValue(s, 'khabar_jobs_due', { name: 'auto-cancel' }) ?? 0;
    const waiting = await scrape(base);
    expect(pending(waiting)).toBe(pending(before) + 1);
    expect(due(waiting)).toBe(due(before));

    // The acceptance window (120 s) passes on the test clock, and 30 s more.
    clock.advance(150_000);
    const late = await scrape(base);
    expect(due(late)).toBe(due(before) + 1);
    expect(
      sampleValue(late, 'khabar_jobs_oldest_due_seconds', { name: 'auto-cancel' }),
    ).toBeGreaterThanOrEqual(30);

    await t.app.jobs.runDue();
    const after = await scrape(base);
    expect(pending(after)).toBe(0);
    expect(sampleValue(after, 'khabar_jobs_finished_total', { name: 'auto-cancel', outcome: 'done' })).toBe(
      pending(waiting),
    );
    expect(sampleValue(after, 'khabar_orders', { status: 'cancelled' })).toBe(
      sampleValue(before, 'khabar_orders', { status: 'cancelled' })! + 1,
    );
  });
});

describe('live streams and the event bus', () => {
  it('counts an open stream, times the bus to it, and drops the count when it closes', async () => {
    const open = async () => sampleValue(await scrape(base), 'khabar_event_streams_open');
    expect(await open()).toBe(0);
    const stream = await openStream(`${base}/api/orders/${orderId}/events`, me.token);
    expect(stream.status).toBe(200);
    await stream.nextComment();
    expect(await open()).toBe(1);

    const lagged = (s: Sample[]) =>
      sampleValue(s, 'khabar_event_bus_lag_seconds_count', { channel: 'order' }) ?? 0;
    const lagBefore = lagged(await scrape(base));
    await recordEvent(t, { orderId, type: 'note', statusId: null, payload: {} });
    await stream.next('note');
    const withLag = await scrape(base);
    expect(lagged(withLag)).toBe(lagBefore + 1);
    // Labelled by the kind of channel, never by the order.
    const channels = withLag
      .filter((s) => s.name.startsWith('khabar_event_bus_lag'))
      .map((s) => s.labels.channel);
    expect(new Set(channels)).toEqual(new Set(['order']));

    stream.close();
    await expect.poll(open, { interval: 20 }).toBe(0);

    // One the server ends (as it does on shutdown) is finished like a response, yet it is no request's
    // latency: a stream's life is left out of the route timings.
    const ended = await openStream(`${base}/api/orders/${orderId}/events`, me.token);
    await ended.nextComment();
    expect(await open()).toBe(1);
    t.app.openStreams.closeAll();
    await ended.ended;
    await expect.poll(open, { interval: 20 }).toBe(0);
    const after = await scrape(base);
    expect(count(after, { route: '/api/orders/:orderId/events', status_code: '200' })).toBe(0);
  });
});

describe('the catalog’s encoded answers', () => {
  it('counts a menu answer built once per catalog load, however often it is asked', async () => {
    const built = (s: Sample[]) =>
      sampleValue(s, 'khabar_catalog_answers_built_total', { answer: 'menu' }) ?? 0;
    const loads = (s: Sample[]) => sampleValue(s, 'khabar_catalog_loads_total') ?? 0;
    const ask = () => fetch(`${base}/api/get-restaurant-items/aminia-darbar`, { method: 'POST' });
    await ask();
    const first = await scrape(base);
    expect(built(first)).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
    expect(built(await scrape(base))).toBe(built(first));

    await t.app.catalog.load(t.app.db);
    for (let i = 0; i < 5; i++) await ask();
    const reloaded = await scrape(base);
    expect(loads(reloaded)).toBe(loads(first) + 1);
    expect(built(reloaded)).toBe(built(first) + 1);
  });
});

describe('the database pool', () => {
  it('names the driver, and on PostgreSQL shows the pool in use', async () => {
    const now = await scrape(base);
    const driver = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    expect(sampleValue(now, 'khabar_db_info', { driver })).toBe(1);
    if (driver === 'postgres') {
      // The test databases' pools hold five connections (helpers/test-database.ts).
      expect(sampleValue(now, 'khabar_db_pool_max')).toBe(5);
      const total = sampleValue(now, 'khabar_db_pool_connections', { state: 'total' })!;
      expect(total).toBeGreaterThanOrEqual(1);
      expect(sampleValue(now, 'khabar_db_pool_connections', { state: 'idle' })).toBeLessThanOrEqual(total);
      expect(sampleValue(now, 'khabar_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(sampleValue(now, 'khabar_db_pool_max')).toBe(1);
      expect(sampleValue(now, 'khabar_db_pool_connections', { state: 'total' })).toBeUndefined();
    }
  });
});
