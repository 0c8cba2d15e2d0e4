// The board under a dinner rush (issue 25): 2,000 orders in flight, 3,000 already finished today and
// 20,000 from earlier days. At that size the board still counts right, pages by 50, puts the at-risk
// orders first, and reads through the created_at and open-orders indexes of migration 0012 (the
// history stays out of the read). No timing is asserted here: the figures (first page, at risk, event
// latency to the operators' stream) are measured by `npm run bench` (scripts/bench/board-bench.ts).
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

const getBoard = async (url: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${support.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: {
      total: number;
      at_risk: number;
      pages: number;
      orders: Array<{ id: number; orderstatus_id: number; risks: string[] }>;
    };
  };
};

describe('the board with 2,000 orders in flight', () => {
  it('counts every order of today and the open ones, and pages them by 50', async () => {
    const first = await getBoard('/api/admin/orders');
    // 2,000 open and 3,000 done today (plus the demo seed's own); never the 20,000 of other days.
    expect(first.data.total).toBeGreaterThanOrEqual(5000);
    expect(first.data.total).toBeLessThan(6000);
    expect(first.data.orders).toHaveLength(50);
    const open = await getBoard('/api/admin/orders?status=open');
    expect(open.data.total).toBeGreaterThanOrEqual(2000);
    expect(open.data.orders.every((o) => [0, 1, 2, 3, 4, 10].includes(o.orderstatus_id))).toBe(true);
    expect(first.data.pages).toBe(Math.ceil(first.data.total / 50));
    const last = await getBoard(`/api/admin/orders?page=${first.data.pages}`);
    expect(last.data.orders.length).toBeGreaterThan(0);
    expect(last.data.orders.length).toBeLessThanOrEqual(50);
  });

  it('lists the at-risk orders first, and filters to them', async () => {
    const first = await getBoard('/api/admin/orders');
    expect(first.data.at_risk).toBeGreaterThan(50);
    expect(first.data.orders.every((o) => o.risks.length > 0)).toBe(true);
    const atRisk = await getBoard('/api/admin/orders?status=at_risk');
    expect(atRisk.data.total).toBe(first.data.at_risk);
    expect(atRisk.data.orders).toHaveLength(50);
    expect(atRisk.data.orders.every((o) => o.risks.length > 0)).toBe(true);
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
