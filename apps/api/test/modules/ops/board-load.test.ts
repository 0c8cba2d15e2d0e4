// The board under a dinner rush (issue 25): 2,000 orders in flight, 3,000 already finished today and
// 20,000 from earlier days. The board's first page, an at-risk filter and a restaurant's page each
// answer well inside a second, and the history does not slow it (the created_at and open-orders
// indexes of migration 0012 keep the old orders out of the read). Prints what it measured.
import { schema } from '@khabar/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../helpers/accounts.ts';
import { newCustomer, type Session } from '../../helpers/lifecycle.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let support: Session;

/** Inserts `count` orders made `minutesAgo(i)` minutes before lunch, at status `status(i)`. */
async function insertOrders(
  userId: number,
  prefix: string,
  count: number,
  status: string,
  minutesAgo: string,
): Promise<void> {
  await t.handle.db.execute(sql`
    insert into orders (unique_order_id, user_id, restaurant_id, orderstatus_id, delivery_type, address,
      latitude, longitude, distance_m, subtotal_paise, restaurant_charge_bp, restaurant_charge_paise,
      delivery_charge_paise, tax_bp, tax_paise, total_paise, wallet_paise, payable_paise, payment_mode,
      delivery_pin, promised_at, placed_at, accept_window_seconds, created_at, delivered_at)
    select ${prefix} || i, ${userId}, (select id from restaurants order by id offset (i % 30) limit 1),
      ${sql.raw(status)}, 1, 'Park Street', 22.55, 88.35, 3000, 30000, 0, 0, 3000, 500, 1500, 34500, 0,
      34500, 'COD', '1234',
      ${LUNCH_TIME}::timestamptz - (${sql.raw(minutesAgo)}) * interval '1 minute' + interval '40 minutes',
      ${LUNCH_TIME}::timestamptz - (${sql.raw(minutesAgo)}) * interval '1 minute', 120,
      ${LUNCH_TIME}::timestamptz - (${sql.raw(minutesAgo)}) * interval '1 minute',
      case when ${sql.raw(status)} = 5
        then ${LUNCH_TIME}::timestamptz - (${sql.raw(minutesAgo)}) * interval '1 minute' + interval '35 minutes'
      end
    from generate_series(1, ${count}) as i`);
}

beforeAll(async () => {
  t = await createTestApp();
  support = await logIn(t.app, '8000000002');
  const customer = await newCustomer(t, '9330040001');
  // In flight: placed, preparing, assigned, on the way; made in the last 90 minutes (some late).
  await insertOrders(customer.user.id, 'LOAD-OPEN-', 2000, '(array[1,2,3,4])[1 + i % 4]', 'i % 90');
  // Finished earlier today, and a history of other days.
  await insertOrders(customer.user.id, 'LOAD-DONE-', 3000, '5', '60 + i % 300');
  await insertOrders(customer.user.id, 'LOAD-OLD-', 20_000, '(array[5,6])[1 + i % 2]', '1440 + i');
  await t.handle.db.execute(sql`analyze orders`);
}, 120_000);
afterAll(() => t?.close());

const timed = async (url: string, runs = 15) => {
  const ms: number[] = [];
  let body: { data: { total: number; at_risk: number; orders: unknown[] } } | null = null;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${support.token}` },
    });
    ms.push(performance.now() - start);
    expect(res.statusCode, res.body).toBe(200);
    body = res.json();
  }
  ms.sort((a, b) => a - b);
  return { body: body!, median: ms[Math.floor(runs / 2)]!, worst: ms.at(-1)! };
};

describe('the board with 2,000 orders in flight', () => {
  it('answers its first page, at-risk and one restaurant well inside a second', async () => {
    const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    for (const query of ['', '?status=at_risk', '?status=open&restaurant_id=2', '?page=40']) {
      const { body, median, worst } = await timed(`/api/admin/orders${query}`);
      console.log(
        `board${query || ' (first page)'} on ${driver}: ${body.data.total} orders, ${body.data.at_risk} at risk; median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms`,
      );
      expect(worst).toBeLessThan(1_000);
    }
    const first = await timed('/api/admin/orders', 1);
    expect(first.body.data.total).toBeGreaterThanOrEqual(5000);
    expect(first.body.data.orders).toHaveLength(50);
    const map = await timed('/api/admin/ops/map');
    console.log(`ops map on ${driver}: median ${map.median.toFixed(0)} ms, worst ${map.worst.toFixed(0)} ms`);
    expect(map.worst).toBeLessThan(1_000);
  });

  it('reads only today’s and open orders through the indexes, not the history', async () => {
    const plan = await t.handle.db.execute(sql`
      explain select id from ${schema.orders}
      where (created_at >= ${LUNCH_TIME}::timestamptz - interval '13 hours'
        or orderstatus_id in (0, 1, 2, 3, 4, 10))`);
    const text = JSON.stringify(plan);
    expect(text).toMatch(/orders_created_idx/);
    expect(text).toMatch(/orders_open_idx/);
  });
});
