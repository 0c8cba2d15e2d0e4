// The operator's numbers (decisions 036, 037): the dashboard for a range of Kolkata dates and the
// restaurants' monthly statements with their CSV, on a few known orders in a month nobody else uses
// (March 2027): two collected, one delivered by a captain for cash, one refused by the restaurant and
// one cancelled by its customer, both refunded to the wallet; then the restaurant's rate changes, and
// each order keeps the rate it was placed at.
import { schema } from '@khabar/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, testClock } from '../../helpers/accounts.ts';
import {
  logInCaptain,
  logInStaff,
  newCustomer,
  onDutyAt,
  orderRow,
  placeOrder,
  post,
  type Session,
} from '../../helpers/lifecycle.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** Thursday 2027-03-11, 13:00 in Kolkata. */
const clock = testClock(new Date('2027-03-11T07:30:00Z'));
let t: TestApp;
let admin: Session;
let support: Session;
let customer: Session;
let staff: Session;
let restaurantId: number;
type Row = Awaited<ReturnType<typeof orderRow>>;
const orders: Record<'pickupA' | 'pickupB' | 'cash' | 'refused' | 'cancelled', Row> = {} as never;

const get = (url: string, token: string | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const ok = async (res: { statusCode: number; body: string }) => {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
};

async function collect(orderId: number) {
  clock.advance(45_000);
  await ok(await post(t, `partner/orders/${orderId}/accept`, staff.token, { preparation_min: 15 }));
  clock.advance(60_000);
  await ok(await post(t, `partner/orders/${orderId}/ready`, staff.token));
  const pin = (await orderRow(t, orderId)).deliveryPin;
  await ok(await post(t, `partner/orders/${orderId}/hand-over`, staff.token, { pin }));
}

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330025001', 1_000_000);
  // 12.34 % commission on this restaurant's food when these orders are placed: shares end in fractions
  // of a paisa, rounded half up.
  const [aminia] = await t.handle.db
    .update(schema.restaurants)
    .set({ commissionBp: 1_234 })
    .where(eq(schema.restaurants.slug, 'aminia-darbar'))
    .returning({ id: schema.restaurants.id });
  restaurantId = aminia!.id;
  const a = await placeOrder(t, customer, { method: 'WALLET', deliveryType: 2 });
  staff = await logInStaff(t, restaurantId);
  await collect(a.id);
  const b = await placeOrder(t, customer, { method: 'WALLET', deliveryType: 2 });
  await collect(b.id);

  // Cash, delivered by a captain 25 minutes after it was placed.
  const cash = await placeOrder(t, customer, { method: 'COD' });
  clock.advance(30_000);
  await ok(await post(t, `partner/orders/${cash.id}/accept`, staff.token, { preparation_min: 10 }));
  const captain = await logInCaptain(t, 1);
  await onDutyAt(t, captain, 22.5535, 88.3525);
  await t.app.jobs.runDue();
  const offer = (await post(t, 'captain/me', captain.token)).json().data.offer;
  await ok(await post(t, `captain/offers/${offer.id}/accept`, captain.token));
  await ok(await post(t, `captain/orders/${cash.id}/arrive`, captain.token));
  clock.advance(10 * 60_000);
  await ok(await post(t, `partner/orders/${cash.id}/ready`, staff.token));
  await ok(await post(t, `captain/orders/${cash.id}/pick-up`, captain.token));
  clock.advance(14 * 60_000);
  const pin = (await orderRow(t, cash.id)).deliveryPin;
  await ok(await post(t, `captain/orders/${cash.id}/deliver`, captain.token, { pin }));

  const refused = await placeOrder(t, customer, { method: 'WALLET' });
  await ok(
    await post(t, `partner/orders/${refused.id}/reject`, staff.token, { reason: 'Out of mutton today' }),
  );
  const cancelled = await placeOrder(t, customer, { method: 'WALLET' });
  await ok(await post(t, 'cancel-order', customer.token, { order_id: cancelled.id }));

  // A dish of Rs 201.50: 12.34 % of it is 2,486.51 paise, where rounding half up and cutting differ.
  await t.handle.db.update(schema.orders).set({ subtotalPaise: 20_150 }).where(eq(schema.orders.id, b.id));
  for (const [key, placed] of Object.entries({ pickupA: a, pickupB: b, cash, refused, cancelled })) {
    orders[key as keyof typeof orders] = await orderRow(t, placed.id);
  }
}, 180_000); // five whole orders through the real calls on a busy machine
afterAll(() => t?.close());

const rupees = (paise: number) => (paise / 100).toFixed(2);
const commission = (food: number) => Math.floor((food * 1_234 + 5_000) / 10_000);
const ownPart = (o: Row) => o.subtotalPaise + o.restaurantChargePaise + o.taxPaise;

describe('the dashboard', () => {
  it('counts a day of orders, their causes, times, refunds and the cash a captain holds (admin)', async () => {
    const res = await get('admin/dashboard?from=2027-03-11&to=2027-03-11', admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const d = res.json().data;
    expect(d).toMatchObject({
      from: '2027-03-11',
      to: '2027-03-11',
      bucket: 'hour',
      orders: { placed: 5, delivered: 3, cancelled: 2, in_progress: 0 },
      delivery: { delivered: 1, on_time: 1, on_time_share: 1 },
      refunds: { count: 2, pending: 0, failed: 0 },
    });
    expect(d.series).toHaveLength(24);
    expect(d.series[13]).toEqual({ label: '13:00', placed: 5, cancelled: 2 });
    expect(d.cancellations).toEqual(
      expect.arrayContaining([
        { cause: 'restaurant', label: 'Refused by the restaurant', count: 1 },
        { cause: 'customer', label: 'Cancelled by the customer', count: 1 },
      ]),
    );
    expect(d.acceptance).toEqual([
      expect.objectContaining({
        restaurant_id: restaurantId,
        accepted: 3,
        median_seconds: 45,
        p90_seconds: 45,
      }),
    ]);
    expect(d.delivery.avg_actual_minutes).toBeCloseTo(24.5, 0);
    const kept = [orders.pickupA, orders.pickupB, orders.cash];
    const gmv = kept.reduce((s, o) => s + o.totalPaise, 0);
    expect(d.money).toEqual({
      gmv: rupees(gmv),
      average_basket: rupees(Math.round(gmv / 3)),
      refunded: rupees(orders.refused.walletPaise + orders.cancelled.walletPaise),
      // Collected that day, and held now: nobody has handed it in (decision 039).
      cod_cash: [
        {
          captain_id: expect.any(Number),
          name: expect.any(String),
          orders: 1,
          collected: rupees(orders.cash.payablePaise),
          held: rupees(orders.cash.payablePaise),
        },
      ],
      cash_held: rupees(orders.cash.payablePaise),
    });
  });

  it('is today in Kolkata by default, and shows support the same counts without the money', async () => {
    const mine = (await get('admin/dashboard', admin.token)).json().data;
    const theirs = (await get('admin/dashboard', support.token)).json().data;
    expect(mine.from).toBe('2027-03-11');
    expect(theirs.money).toBeNull();
    expect(JSON.stringify(theirs)).not.toContain(rupees(orders.cash.payablePaise));
    expect({ ...theirs, money: null }).toEqual({ ...mine, money: null });
  });

  it('a longer range counts by day; a day without orders is zero', async () => {
    const d = (await get('admin/dashboard?from=2027-03-10&to=2027-03-12', admin.token)).json().data;
    expect(d.bucket).toBe('day');
    expect(d.series.map((p: { label: string; placed: number }) => [p.label, p.placed])).toEqual([
      ['2027-03-10', 0],
      ['2027-03-11', 5],
      ['2027-03-12', 0],
    ]);
    const empty = (await get('admin/dashboard?from=2027-03-12&to=2027-03-12', admin.token)).json().data;
    expect(empty).toMatchObject({
      orders: { placed: 0 },
      delivery: { on_time_share: null },
      money: { gmv: '0.00' },
    });
    // The cash a captain holds is now's, whatever the dates: listed with nothing collected that day.
    expect(empty.money.cod_cash).toEqual([
      expect.objectContaining({
        orders: 0,
        collected: '0.00',
        held: rupees(orders.cash.payablePaise),
      }),
    ]);
    expect(empty.money.cash_held).toBe(rupees(orders.cash.payablePaise));
  });

  it('refuses bad dates and ranges with a message naming the field, and nothing to non-operators', async () => {
    const bad: [string, string][] = [
      ['from=2027-02-30', 'from must be a date like 2026-11-26'],
      ['from=11-03-2027', 'from must be a date like 2026-11-26'],
      ['from=2027-03-11&to=2027-03-10', 'to must not be before from'],
      ['from=2025-01-01&to=2027-03-11', 'The range can be at most 366 days.'],
      [`to=${'9'.repeat(10_000)}`, 'to is too long'],
      ['from=2027-03-11%00', 'query from contains a NUL character'],
      ['from=1e21', 'from must be a date like 2026-11-26'],
    ];
    for (const [query, message] of bad) {
      const res = await get(`admin/dashboard?${query}`, admin.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message.replace(/\.$/, ''));
    }
    expect((await get('admin/dashboard', customer.token)).statusCode).toBe(403);
    expect((await get('admin/dashboard', staff.token)).statusCode).toBe(403);
    expect((await get('admin/dashboard', null)).statusCode).toBe(401);
  });
});

describe("a restaurant's monthly statement", () => {
  it('pays food, packaging and tax less 12.34 % commission and the refund the restaurant caused', async () => {
    const res = await get('admin/statements?month=2027-03', admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data;
    expect(list).toMatchObject({ month: '2027-03', due_date: '2027-04-09' });
    const delivered = [orders.pickupA, orders.pickupB, orders.cash];
    const food = delivered.reduce((s, o) => s + o.subtotalPaise, 0);
    const packaging = delivered.reduce((s, o) => s + o.restaurantChargePaise, 0);
    const tax = delivered.reduce((s, o) => s + o.taxPaise, 0);
    const fee = delivered.reduce((s, o) => s + commission(o.subtotalPaise), 0);
    // The refused order's refund, capped at its own part (its delivery fee was never the restaurant's).
    const charged = Math.min(orders.refused.walletPaise, ownPart(orders.refused));
    expect(charged).toBe(ownPart(orders.refused));
    expect(list.restaurants).toEqual([
      {
        restaurant_id: restaurantId,
        name: 'Aminia Darbar',
        commission_percent: 12.34,
        orders: 3,
        food: rupees(food),
        packaging: rupees(packaging),
        tax: rupees(tax),
        commission: rupees(fee),
        refunds_charged: rupees(charged),
        payable: rupees(food + packaging + tax - fee - charged),
      },
    ]);
  });

  it('downloads as a CSV file: a line per order and per refund charged, then the totals', async () => {
    const res = await get(`admin/statements/${restaurantId}/2027-03.csv`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="khabar-statement-aminia-darbar-2027-03.csv"',
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'Restaurant,Aminia Darbar',
      'Month,2027-03',
      'Commission %,12.34',
      'Statement due by,2027-04-09',
      '',
      'Order,Date,Kind,Food,Packaging,Tax,Commission,Refund charged,Payable',
    ]);
    const a = orders.pickupA;
    expect(lines[6]).toBe(
      [
        a.uniqueOrderId,
        '2027-03-11',
        'Delivered',
        rupees(a.subtotalPaise),
        rupees(a.restaurantChargePaise),
        rupees(a.taxPaise),
        rupees(commission(a.subtotalPaise)),
        '0.00',
        rupees(ownPart(a) - commission(a.subtotalPaise)),
      ].join(','),
    );
    expect(lines[9]).toBe(
      `${orders.refused.uniqueOrderId},2027-03-11,Refund charged,0.00,0.00,0.00,0.00,${rupees(ownPart(orders.refused))},-${rupees(ownPart(orders.refused))}`,
    );
    expect(lines[10]).toMatch(/^Total,,3 orders,/);
    expect(lines[11]).toBe('');
    const summary = (await get('admin/statements?month=2027-03', admin.token)).json().data.restaurants[0];
    expect(lines[10]?.split(',').at(-1)).toBe(summary.payable);
  });

  it('defuses a restaurant name a spreadsheet would run as a formula', async () => {
    await t.handle.db
      .update(schema.restaurants)
      .set({ name: '=HYPERLINK("http://evil.example","Aminia")' })
      .where(eq(schema.restaurants.id, restaurantId));
    const res = await get(`admin/statements/${restaurantId}/2027-03.csv`, admin.token);
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      `Restaurant,"'=HYPERLINK(""http://evil.example"",""Aminia"")"`,
    );
    await t.handle.db
      .update(schema.restaurants)
      .set({ name: 'Aminia Darbar' })
      .where(eq(schema.restaurants.id, restaurantId));
  });

  it('an empty month lists nothing, and a restaurant with nothing in it downloads zeros', async () => {
    expect((await get('admin/statements?month=2027-05', admin.token)).json().data).toEqual({
      month: '2027-05',
      due_date: '2027-06-09',
      restaurants: [],
    });
    const res = await get(`admin/statements/${restaurantId}/2027-05.csv`, admin.token);
    expect(res.body).toContain('Total,,0 orders,0.00,0.00,0.00,0.00,0.00,0.00\r\n');
  });

  it('defaults to the last month that is over', async () => {
    expect((await get('admin/statements', admin.token)).json().data.month).toBe('2027-02');
  });

  it('is for admins only: support, customers and staff 403, nobody 401', async () => {
    for (const url of ['admin/statements?month=2027-03', `admin/statements/${restaurantId}/2027-03.csv`]) {
      const res = await get(url, support.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('Only an admin can do this.');
      expect((await get(url, customer.token)).statusCode, url).toBe(403);
      expect((await get(url, staff.token)).statusCode, url).toBe(403);
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
  });

  it('refuses a bad month or restaurant id with 400, an unknown restaurant with 404', async () => {
    for (const url of [
      'admin/statements?month=2027-13',
      'admin/statements?month=March',
      `admin/statements?month=${'1'.repeat(10_000)}`,
      'admin/statements?month=2027-03%00',
      `admin/statements/${restaurantId}/2027-13.csv`,
      `admin/statements/${restaurantId}/2027-3.csv`,
      'admin/statements/1e21/2027-03.csv',
      'admin/statements/99999999999/2027-03.csv',
      'admin/statements/0/2027-03.csv',
    ]) {
      const res = await get(url, admin.token);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().success, url).toBe(false);
    }
    const missing = await get('admin/statements/999999/2027-03.csv', admin.token);
    expect(missing.statusCode).toBe(404);
  });
});

describe('the commission is rounded as the domain rounds it', () => {
  it('some delivered order here rounds up (so the SQL sum and the CSV lines, both checked above, agree on rounding)', () => {
    const up = [orders.pickupA, orders.pickupB, orders.cash].filter(
      (o) => (o.subtotalPaise * 1_234) % 10_000 >= 5_000,
    );
    expect(up.length).toBeGreaterThan(0);
  });
});

describe('the commission an order was placed at', () => {
  it('a month already charged stays as it was when the restaurant’s rate changes', async () => {
    const csv = async () => (await get(`admin/statements/${restaurantId}/2027-03.csv`, admin.token)).body;
    const summary = async () =>
      (await get('admin/statements?month=2027-03', admin.token)).json().data.restaurants[0];
    const [csvBefore, before] = [await csv(), await summary()];
    await t.handle.db
      .update(schema.restaurants)
      .set({ commissionBp: 2_000 })
      .where(eq(schema.restaurants.id, restaurantId));
    expect(await csv()).toBe(csvBefore);
    // The list shows the restaurant's terms now; what it charged is unchanged.
    expect(await summary()).toEqual({ ...before, commission_percent: 20 });
  });

  it('an order placed after the change is charged the new rate, beside the old ones', async () => {
    const late = await placeOrder(t, customer, { method: 'WALLET', deliveryType: 2 });
    await collect(late.id);
    const row = await orderRow(t, late.id);
    expect(row.commissionBp).toBe(2_000);
    const fee = Math.floor((row.subtotalPaise * 2_000 + 5_000) / 10_000);
    const lines = (await get(`admin/statements/${restaurantId}/2027-03.csv`, admin.token)).body
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[2]).toBe('Commission %,12.34 then 20.00');
    const line = lines.find((l) => l.startsWith(`${row.uniqueOrderId},`));
    expect(line?.split(',')[6]).toBe(rupees(fee));
    const old = [orders.pickupA, orders.pickupB, orders.cash].reduce(
      (s, o) => s + commission(o.subtotalPaise),
      0,
    );
    const summary = (await get('admin/statements?month=2027-03', admin.token)).json().data.restaurants[0];
    expect(summary).toMatchObject({ orders: 4, commission: rupees(old + fee) });
    expect(
      lines
        .find((l) => l.startsWith('Total,'))
        ?.split(',')
        .at(-1),
    ).toBe(summary.payable);
  });

  it('whoever inserts an order without a rate, the database copies the restaurant’s of that moment', async () => {
    const [copy] = await t.handle.db
      .insert(schema.orders)
      .values({
        ...(({ id, commissionBp, uniqueOrderId, idempotencyKey, ...rest }) => rest)(orders.cash),
        uniqueOrderId: 'KHB-TRIGGER-1',
        idempotencyKey: null,
      })
      .returning({ commissionBp: schema.orders.commissionBp });
    expect(copy?.commissionBp).toBe(2_000);
    await expect(
      t.handle.db.execute(
        sql`update orders set commission_bp = null where unique_order_id = 'KHB-TRIGGER-1'`,
      ),
    ).rejects.toThrow();
    await t.handle.db.delete(schema.orders).where(eq(schema.orders.uniqueOrderId, 'KHB-TRIGGER-1'));
  });
});
