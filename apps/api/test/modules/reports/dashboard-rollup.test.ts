// The dashboard's daily roll-up (decision 038) never changes an answer: for any range, the figures read
// with the roll-up equal the figures read from the orders themselves (every day marked dirty), whatever
// happened to the orders after their day was rolled up (a refund days later, a cancellation or a
// delivery after midnight, a captain changed, a clock moved on). Randomized (fast-check) over orders
// written straight into the database, so the trigger of the `daily_rollup` migration is what keeps the roll-up
// honest; and once through the real calls of support. On PGlite, and on PostgreSQL with DATABASE_URL,
// where a change still open while its day is rolled up is waited for.
import { schema } from '@khabar/db';
import { type Dashboard, kolkataDate, kolkataDay } from '@khabar/domain';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollUpDashboard } from '../../../src/modules/reports/roll-up-dashboard.ts';
import { scheduleDashboardRollup } from '../../../src/modules/reports/schedule-dashboard-rollup.ts';
import { logIn, testClock } from '../../helpers/accounts.ts';
import {
  logInStaff,
  newCustomer,
  orderRow,
  placeOrder,
  post,
  type Session,
} from '../../helpers/lifecycle.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';
import type { TestDbHandle } from '../../helpers/test-database.ts';

const DAY_MS = 86_400_000;
const clock = testClock(LUNCH_TIME);
let t: TestApp;
let admin: Session;
let customerId: number;
let restaurants: number[];
let captains: number[];
/** Every order this file wrote, in order. */
const orderIds: number[] = [];
/** Every refund this file wrote. */
const refundIds: number[] = [];
let serial = 0;

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.handle.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The Kolkata date `days` after (or before) the clock's. */
const dateFromToday = (days: number) => kolkataDate(new Date(clock.now().getTime() + days * DAY_MS));

async function dashboard(from: string, to: string): Promise<Dashboard> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/dashboard?from=${from}&to=${to}`,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return res.json().data;
}

/**
 * The answer from the orders alone: every day marked dirty (nothing else changes meanwhile), then the
 * days that were clean are clean again.
 */
async function liveDashboards(ranges: [string, string][]): Promise<Dashboard[]> {
  const clean = (
    await rows<{ day: string }>(sql`select day::text as day from dashboard_days where not dirty`)
  ).map((r) => r.day);
  await t.handle.db.execute(sql`update dashboard_days set dirty = true`);
  try {
    const out: Dashboard[] = [];
    for (const [from, to] of ranges) out.push(await dashboard(from, to));
    return out;
  } finally {
    if (clean.length > 0)
      await t.handle.db.execute(
        sql`update dashboard_days set dirty = false where day::text in (${sql.join(
          clean.map((d) => sql`${d}`),
          sql`, `,
        )})`,
      );
  }
}

/** How many days of a range the roll-up answers for now (clean), and how many are dirty. */
async function rollupState(from: string, to: string) {
  const [r] = await rows<{ clean: number; dirty: number }>(
    sql`select count(*) filter (where not dirty)::int as clean, count(*) filter (where dirty)::int as dirty
        from dashboard_days where day between ${from}::date and ${to}::date`,
  );
  return r!;
}

const rollUp = () => rollUpDashboard({ db: t.handle.db, now: clock.now, maxDays: 1_000 });

/** An instant on the Kolkata date `daysAgo` before the clock's, `minute` minutes and `ms` into it. */
const instant = (daysAgo: number, minute: number, ms: number) =>
  new Date(kolkataDay(dateFromToday(-daysAgo)).start.getTime() + minute * 60_000 + ms);

const after = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

// A minute of the Kolkata day, often within 20 minutes of a midnight, and now and then on it exactly
// (with `ms` 0: the first instant of a day, which belongs to it and not to the day before).
const minuteOfDay = fc.oneof(
  fc.integer({ min: 0, max: 1_439 }),
  fc.integer({ min: 1_420, max: 1_439 }),
  fc.integer({ min: 0, max: 20 }),
  fc.constant(0),
);
const msInMinute = fc.oneof(fc.integer({ min: 0, max: 59_999 }), fc.constant(0), fc.constant(59_999));

const newOrder = fc.record({
  daysAgo: fc.integer({ min: 0, max: 40 }),
  minute: minuteOfDay,
  ms: msInMinute,
  restaurant: fc.nat(),
  // Awaiting payment (never placed), placed, preparing, on the way, delivered, cancelled.
  status: fc.constantFrom(0, 1, 2, 4, 5, 5, 5, 6, 6),
  door: fc.boolean(),
  mode: fc.constantFrom('COD', 'WALLET', 'RAZORPAY'),
  subtotal: fc.integer({ min: 5_000, max: 250_000 }),
  acceptMs: fc.option(fc.integer({ min: 1_000, max: 900_000 }), { nil: null }),
  promiseMin: fc.integer({ min: 25, max: 60 }),
  deliverMin: fc.integer({ min: 10, max: 120 }),
  cancelMin: fc.integer({ min: 1, max: 90 }),
  cancelledBy: fc.constantFrom('customer', 'restaurant', 'captain', 'system', 'operator'),
  fault: fc.constantFrom('customer', 'restaurant', 'captain', 'platform'),
  captain: fc.nat(),
  refund: fc.option(
    fc.record({
      afterMin: fc.integer({ min: 0, max: 4 * 1_440 }),
      status: fc.constantFrom('pending', 'processed', 'failed', 'settled_to_wallet'),
      amount: fc.integer({ min: 1, max: 50_000 }),
    }),
    { nil: null },
  ),
});
type NewOrder = typeof newOrder extends fc.Arbitrary<infer T> ? T : never;

// What happens to an order after its day: each on an order picked by index among all written so far.
const laterChange = fc.oneof(
  fc.record({
    kind: fc.constant('deliver'),
    pick: fc.nat(),
    afterMin: fc.integer({ min: 5, max: 3 * 1_440 }),
    captain: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('cancel'),
    pick: fc.nat(),
    afterMin: fc.integer({ min: 1, max: 2 * 1_440 }),
    by: fc.constantFrom('customer', 'restaurant', 'captain', 'system', 'operator'),
    fault: fc.constantFrom('customer', 'restaurant', 'captain', 'platform'),
  }),
  fc.record({
    kind: fc.constant('refund'),
    pick: fc.nat(),
    afterMin: fc.integer({ min: 0, max: 5 * 1_440 }),
    status: fc.constantFrom('pending', 'processed', 'failed', 'settled_to_wallet'),
    amount: fc.integer({ min: 1, max: 50_000 }),
  }),
  fc.record({
    kind: fc.constant('settle'),
    pick: fc.nat(),
    status: fc.constantFrom('pending', 'processed', 'failed', 'settled_to_wallet'),
  }),
  fc.record({
    kind: fc.constant('accept'),
    pick: fc.nat(),
    acceptMs: fc.integer({ min: 1_000, max: 900_000 }),
  }),
  fc.record({ kind: fc.constant('reassign'), pick: fc.nat(), captain: fc.nat() }),
  fc.record({
    kind: fc.constant('reprice'),
    pick: fc.nat(),
    total: fc.integer({ min: 1_000, max: 300_000 }),
  }),
  fc.record({
    kind: fc.constant('move'),
    pick: fc.nat(),
    minutes: fc.integer({ min: -2 * 1_440, max: 2 * 1_440 }),
  }),
);
type LaterChange = typeof laterChange extends fc.Arbitrary<infer T> ? T : never;

async function addRefund(orderId: number, at: Date, status: string, amount: number) {
  serial++;
  const [r] = await t.handle.db
    .insert(schema.refunds)
    .values({
      orderId,
      method: 'gateway',
      amountPaise: amount,
      provider: 'sandbox',
      providerPaymentId: `pay_rollup_${serial}`,
      status: status as 'pending',
      reason: 'rollup test',
      createdAt: at,
    })
    .returning({ id: schema.refunds.id });
  refundIds.push(r!.id);
}

async function writeOrder(o: NewOrder) {
  serial++;
  const placed = instant(o.daysAgo, o.minute, o.ms);
  const pack = 2_000;
  const total = o.subtotal + pack + 3_000;
  const wallet = o.mode === 'WALLET' ? total : 0;
  const accepted = o.acceptMs !== null && o.status !== 0 ? new Date(placed.getTime() + o.acceptMs) : null;
  const [row] = await t.handle.db
    .insert(schema.orders)
    .values({
      uniqueOrderId: `ROLLUP-${serial}`,
      userId: customerId,
      restaurantId: restaurants[o.restaurant % restaurants.length]!,
      orderstatusId: o.status,
      deliveryType: o.door ? 1 : 2,
      address: 'Rollup Street',
      latitude: 22.55,
      longitude: 88.35,
      subtotalPaise: o.subtotal,
      restaurantChargeBp: 500,
      restaurantChargePaise: pack,
      deliveryChargePaise: 3_000,
      taxBp: 0,
      taxPaise: 0,
      totalPaise: total,
      walletPaise: wallet,
      payablePaise: total - wallet,
      paymentMode: o.mode as 'COD',
      deliveryPin: '1234',
      promisedAt: after(placed, o.promiseMin),
      placedAt: o.status === 0 ? null : placed,
      acceptedAt: accepted,
      deliveredAt: o.status === 5 ? after(placed, o.deliverMin) : null,
      cancelledAt: o.status === 6 ? after(placed, o.cancelMin) : null,
      cancelledBy: o.status === 6 ? (o.cancelledBy as 'customer') : null,
      cancelFault: o.status === 6 && o.cancelledBy === 'operator' ? (o.fault as 'customer') : null,
      deliveryPartnerId: o.status === 5 || o.status === 4 ? captains[o.captain % captains.length]! : null,
      createdAt: placed,
      updatedAt: placed,
    })
    .returning({ id: schema.orders.id });
  orderIds.push(row!.id);
  if (o.refund && o.status !== 0)
    await addRefund(row!.id, after(placed, o.refund.afterMin), o.refund.status, o.refund.amount);
}

async function applyChange(c: LaterChange) {
  const id = orderIds[c.pick % orderIds.length]!;
  const o = await orderRow(t, id);
  const placed = o.placedAt ?? o.createdAt;
  const set = (values: Partial<typeof schema.orders.$inferInsert>) =>
    t.handle.db.update(schema.orders).set(values).where(eq(schema.orders.id, id));
  switch (c.kind) {
    case 'deliver':
      return set({
        orderstatusId: 5,
        placedAt: placed,
        deliveredAt: after(placed, c.afterMin),
        deliveryPartnerId: captains[c.captain % captains.length]!,
        cancelledAt: null,
        cancelledBy: null,
        cancelFault: null,
      });
    case 'cancel':
      return set({
        orderstatusId: 6,
        placedAt: placed,
        deliveredAt: null,
        cancelledAt: after(placed, c.afterMin),
        cancelledBy: c.by as 'customer',
        cancelFault: c.by === 'operator' ? (c.fault as 'customer') : null,
      });
    case 'refund':
      return addRefund(id, after(placed, c.afterMin), c.status, c.amount);
    case 'settle':
      if (refundIds.length === 0) return;
      return t.handle.db
        .update(schema.refunds)
        .set({ status: c.status as 'pending' })
        .where(eq(schema.refunds.id, refundIds[c.pick % refundIds.length]!));
    case 'accept':
      return set({ placedAt: placed, acceptedAt: new Date(placed.getTime() + c.acceptMs) });
    case 'reassign':
      return set({ deliveryPartnerId: captains[c.captain % captains.length]! });
    case 'reprice':
      return set({ totalPaise: c.total, walletPaise: 0, payablePaise: c.total });
    case 'move':
      // A placed time corrected (or a clock that was wrong): the order leaves one day for another.
      return o.placedAt ? set({ placedAt: after(o.placedAt, c.minutes) }) : undefined;
  }
}

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  admin = await logIn(t.app, '8000000001');
  const [user] = await rows<{ id: number }>(
    sql`insert into users (phone, name) values ('6989990038', 'Rollup History') returning id`,
  );
  customerId = user!.id;
  restaurants = (await rows<{ id: number }>(sql`select id from restaurants order by id limit 4`)).map(
    (r) => r.id,
  );
  captains = (await rows<{ id: number }>(sql`select id from delivery_partners order by id limit 3`)).map(
    (r) => r.id,
  );
}, 180_000); // a fresh database: the template is built first when the migrations changed
afterAll(() => t?.close());

describe('the daily roll-up', () => {
  it('property: with the roll-up, any range reads exactly what the orders alone say, before and after later changes', async () => {
    let rolledDaysRead = 0;
    let dirtyDaysRead = 0;
    const range = fc.tuple(fc.integer({ min: -2, max: 45 }), fc.integer({ min: 1, max: 60 }));
    await fc.assert(
      fc.asyncProperty(
        fc.array(newOrder, { minLength: 5, maxLength: 40 }),
        fc.array(laterChange, { minLength: 1, maxLength: 15 }),
        fc.array(range, { minLength: 2, maxLength: 5 }),
        fc.integer({ min: 0, max: 36 }),
        async (orders, changes, ranges, hours) => {
          for (const o of orders) await writeOrder(o);
          await rollUp();
          for (const c of changes) await applyChange(c);
          clock.advance(hours * 3_600_000);
          const asked = ranges.map(([back, len]): [string, string] => [
            dateFromToday(-back),
            dateFromToday(-back + len - 1),
          ]);
          for (const [from, to] of asked) {
            const state = await rollupState(from, to);
            rolledDaysRead += state.clean;
            dirtyDaysRead += state.dirty;
          }
          // After the changes, before the job has run again: dirty days read live.
          const withRollup = [];
          for (const [from, to] of asked) withRollup.push(await dashboard(from, to));
          expect(withRollup).toEqual(await liveDashboards(asked));
          // And once the job has rolled them up again.
          await rollUp();
          const again = [];
          for (const [from, to] of asked) again.push(await dashboard(from, to));
          expect(again).toEqual(await liveDashboards(asked));
        },
      ),
      { numRuns: 8 },
    );
    // The property read both rolled-up days and days a later change had marked dirty.
    expect(rolledDaysRead).toBeGreaterThan(0);
    expect(dirtyDaysRead).toBeGreaterThan(0);
  }, 600_000);

  it('is what the answer reads: a roll-up row changed by hand changes the answer, a dirty mark undoes it', async () => {
    await rollUp();
    const from = dateFromToday(-30);
    const to = dateFromToday(-3);
    const [day] = await rows<{ day: string }>(
      sql`select x.day::text as day from dashboard_day_orders x
          join dashboard_days d on d.day = x.day and not d.dirty
          where x.day between ${from}::date and ${to}::date and x.placed > 0
            and exists (select 1 from dashboard_day_acceptance a where a.day = x.day)
          order by x.day limit 1`,
    );
    expect(day).toBeDefined();
    const before = await dashboard(from, to);
    await t.handle.db.execute(
      sql`update dashboard_day_orders set placed = placed + 1000 where day = ${day!.day}::date`,
    );
    expect((await dashboard(from, to)).orders.placed).toBe(before.orders.placed + 1000);
    // And the acceptance times: a thousand slow ones added to the day's make its restaurants the slowest.
    await t.handle.db.execute(
      sql`update dashboard_day_acceptance set seconds = seconds || array_fill(99999::float8, array[1000])
          where day = ${day!.day}::date`,
    );
    const slow = (await dashboard(from, to)).acceptance[0]!;
    expect(slow.median_seconds).toBe(99999);
    expect(slow.accepted).toBe(
      before.acceptance.find((a) => a.restaurant_id === slow.restaurant_id)!.accepted + 1000,
    );
    // A change to one of that day's orders marks it dirty: read live again, right at once.
    const [order] = await rows<{ id: number }>(
      sql`select id from orders where placed_at >= ${kolkataDay(day!.day).start.toISOString()}::timestamptz
          and placed_at < ${kolkataDay(day!.day).end.toISOString()}::timestamptz limit 1`,
    );
    await t.handle.db.execute(
      sql`update orders set promised_at = promised_at + interval '1 minute' where id = ${order!.id}`,
    );
    expect((await rollupState(day!.day, day!.day)).dirty).toBe(1);
    const live = await dashboard(from, to);
    expect(live.orders.placed).toBe(before.orders.placed);
    expect(live.acceptance).toEqual(before.acceptance);
  });

  it('marks the days an order counts on (placed, delivered) and a refund (made), and only for a figure', async () => {
    await rollUp();
    const placed = instant(10, 1_435, 0); // 23:55, ten days ago
    const delivered = after(placed, 30); // 00:25, nine days ago
    await writeOrder({
      daysAgo: 10,
      minute: 1_435,
      ms: 0,
      restaurant: 0,
      status: 5,
      door: true,
      mode: 'COD',
      subtotal: 20_000,
      acceptMs: 30_000,
      promiseMin: 40,
      deliverMin: 30,
      cancelMin: 1,
      cancelledBy: 'customer',
      fault: 'customer',
      captain: 0,
      refund: null,
    });
    const id = orderIds.at(-1)!;
    await rollUp();
    const dirtyDays = async () =>
      (
        await rows<{ day: string }>(sql`select day::text as day from dashboard_days where dirty order by day`)
      ).map((r) => r.day);
    expect(await dirtyDays()).toEqual([]);
    // The delivery PIN is no figure's business.
    await t.handle.db.execute(
      sql`update orders set delivery_pin = '9999', updated_at = now() where id = ${id}`,
    );
    expect(await dirtyDays()).toEqual([]);
    // Another captain: the cash moves between captains on the delivered day, the placed day is read again too.
    await t.handle.db.execute(sql`update orders set delivery_partner_id = ${captains[1]!} where id = ${id}`);
    expect(await dirtyDays()).toEqual([kolkataDate(placed), kolkataDate(delivered)]);
    await rollUp();
    // A refund made five days later counts on its own day.
    await addRefund(id, after(placed, 5 * 1_440), 'pending', 1_000);
    expect(await dirtyDays()).toEqual([kolkataDate(after(placed, 5 * 1_440))]);
    await rollUp();
    await t.handle.db.execute(sql`update refunds set status = 'processed' where id = ${refundIds.at(-1)!}`);
    expect(await dirtyDays()).toEqual([kolkataDate(after(placed, 5 * 1_440))]);
    await rollUp();
    await t.handle.db.execute(sql`delete from refunds where id = ${refundIds.pop()!}`);
    expect(await dirtyDays()).toEqual([kolkataDate(after(placed, 5 * 1_440))]);
    await rollUp();
    expect(await dirtyDays()).toEqual([]);
  });

  it('an order changed through support two days after it was placed: its day is read live until rolled up again', async () => {
    // Lunch time, when the restaurant takes orders.
    clock.advance(((LUNCH_TIME.getTime() - clock.now().getTime()) % DAY_MS) + DAY_MS);
    const customer = await newCustomer(t, '9330038002', 1_000_000);
    const kept = await placeOrder(t, customer, { method: 'WALLET' });
    const staff = await logInStaff(t, kept.restaurantId);
    const accept = await post(t, `partner/orders/${kept.id}/accept`, staff.token, { preparation_min: 15 });
    expect(accept.statusCode, accept.body).toBe(200);
    const day = kolkataDate(clock.now());
    // Two days on, the kitchen never finished it; its day is rolled up with it still preparing.
    clock.advance(2 * DAY_MS);
    await rollUp();
    expect(await rollupState(day, day)).toEqual({ clean: 1, dirty: 0 });
    const range: [string, string] = [dateFromToday(-6), dateFromToday(0)];
    const before = await dashboard(...range);

    const cancelled = await post(t, `admin/orders/${kept.id}/cancel`, admin.token, {
      reason: 'The kitchen never finished it',
      fault: 'restaurant',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await rollupState(day, day)).toEqual({ clean: 0, dirty: 1 });
    const changed = await dashboard(...range);
    expect(changed.orders.cancelled).toBe(before.orders.cancelled + 1);
    expect(changed.refunds.count).toBe(before.refunds.count + 1);
    expect([changed]).toEqual(await liveDashboards([range]));
    await rollUp();
    expect(await rollupState(day, day)).toEqual({ clean: 1, dirty: 0 });
    expect(await dashboard(...range)).toEqual(changed);
  });

  it('runs on the durable queue: the hour’s run once however often it is queued, a long history in parts, the next hour queued', async () => {
    // Everything dirty: the job has the whole history to do again, more than a month of days.
    await t.handle.db.execute(sql`update dashboard_days set dirty = true`);
    const due = await rows<{ n: number }>(sql`select count(*)::int as n from dashboard_days`);
    expect(due[0]!.n).toBeGreaterThan(31);
    await scheduleDashboardRollup({ db: t.handle.db, now: clock.now, when: 'this hour' });
    await scheduleDashboardRollup({ db: t.handle.db, now: clock.now, when: 'this hour' });
    await t.app.jobs.runDue();
    expect(
      (await rows<{ n: number }>(sql`select count(*)::int as n from dashboard_days where dirty`))[0]!.n,
    ).toBe(0);
    const jobs = await rows<{ singleton_key: string; status: string }>(
      sql`select singleton_key, status from jobs where name = 'dashboard-rollup' order by id`,
    );
    const hour = new Date(Math.floor(clock.now().getTime() / 3_600_000) * 3_600_000).toISOString();
    const next = new Date(
      Math.floor(clock.now().getTime() / 3_600_000) * 3_600_000 + 3_600_000,
    ).toISOString();
    expect(jobs).toContainEqual({ singleton_key: `dashboard-rollup:${hour}:0`, status: 'done' });
    expect(jobs).toContainEqual({ singleton_key: `dashboard-rollup:${hour}:1`, status: 'done' });
    expect(jobs).toContainEqual({ singleton_key: `dashboard-rollup:${next}:0`, status: 'pending' });
    expect(jobs.filter((j) => j.status === 'pending')).toHaveLength(1);
    // A day's orders changed, and an hour later the next run rolls it up again.
    // (An order placed days ago and never delivered: it counts on one day only.)
    const threeDaysAgo = new Date(clock.now().getTime() - 3 * DAY_MS).toISOString();
    await t.handle.db.execute(
      sql`update orders set total_paise = total_paise + 100, payable_paise = payable_paise + 100
          where id = (select id from orders where unique_order_id like 'ROLLUP-%' and delivered_at is null
                        and placed_at < ${threeDaysAgo}::timestamptz order by id limit 1)`,
    );
    expect(
      (await rows<{ n: number }>(sql`select count(*)::int as n from dashboard_days where dirty`))[0]!.n,
    ).toBe(1);
    clock.advance(3_600_000);
    await t.app.jobs.runDue();
    expect(
      (await rows<{ n: number }>(sql`select count(*)::int as n from dashboard_days where dirty`))[0]!.n,
    ).toBe(0);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the roll-up and a change still open (PostgreSQL)', () => {
  it('waits for a transaction that changed an order of the day, and counts its change', async () => {
    // A day nobody rolled up yet (older than all of this file's history), with one order on it.
    await writeOrder({
      daysAgo: 200,
      minute: 600,
      ms: 0,
      restaurant: 1,
      status: 2,
      door: true,
      mode: 'COD',
      subtotal: 20_000,
      acceptMs: 45_000,
      promiseMin: 40,
      deliverMin: 30,
      cancelMin: 1,
      cancelledBy: 'customer',
      fault: 'customer',
      captain: 0,
      refund: null,
    });
    const id = orderIds.at(-1)!;
    const day = kolkataDate(instant(200, 600, 0));
    // Every other day rolled up; this one as if never (the first fill of a day, when there is no
    // roll-up of it yet for the change's trigger to mark dirty).
    await rollUp();
    await t.handle.db.execute(sql`delete from dashboard_days where day = ${day}::date`);
    const url = (t.handle as TestDbHandle).databaseUrl;
    const other = new pg.Client({ connectionString: url });
    const watcher = new pg.Client({ connectionString: url });
    await other.connect();
    await watcher.connect();
    try {
      await other.query('begin');
      // Not committed yet: the roll-up must not take the day as it was.
      await other.query(`update orders set orderstatus_id = 6, cancelled_by = 'restaurant' where id = $1`, [
        id,
      ]);
      const rolling = rollUp();
      // The roll-up waits for the open change (the day's advisory lock), however long it stays open.
      let waiting = 0;
      for (let i = 0; i < 500 && waiting === 0; i++) {
        const { rows: locks } = await watcher.query(
          `select count(*)::int as n from pg_locks
           where locktype = 'advisory' and classid = 38 and objsubid = 2 and not granted
             and database = (select oid from pg_database where datname = current_database())`,
        );
        waiting = locks[0].n;
        if (waiting === 0) await new Promise((r) => setTimeout(r, 20));
      }
      expect(waiting).toBe(1);
      await other.query('commit');
      await rolling;
    } finally {
      await other.end();
      await watcher.end();
    }
    expect(await rollupState(day, day)).toEqual({ clean: 1, dirty: 0 });
    const range: [string, string] = [day, dateFromToday(-190)];
    const rolled = await dashboard(...range);
    expect(rolled.orders.cancelled).toBeGreaterThanOrEqual(1);
    expect([rolled]).toEqual(await liveDashboards([range]));
  });
});
