// Decision 061: a new order's rows, its 'placed' event and its jobs are written in two statements
// (writeOrderRows, and recordOrderPlaced's for an order placed now) where place-order used nine. These
// tests hold the one-statement writers to the step-by-step writers they replaced, row for row, on
// both drivers (PGlite without DATABASE_URL, PostgreSQL with it).
import { type Db, schema } from '@khabar/db';
import { ORDER_STATUS } from '@khabar/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load-config.ts';
import {
  type OrderRow,
  type Outbox,
  recordOrderEvent,
  recordOrderPlaced,
} from '../../../src/modules/lifecycle/index.ts';
import { startAtRestaurant } from '../../../src/modules/lifecycle/record-order-placed.ts';
import { writeOrderRows } from '../../../src/modules/orders/write-order-rows.ts';
import { signUp } from '../../helpers/accounts.ts';
import { dishesOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let me: { token: string; user: { id: number } };
let aminia: Awaited<ReturnType<typeof dishesOf>>;
let couponId: number;
beforeAll(async () => {
  t = await createTestApp();
  me = await signUp(t.app, '9330000061', 'Ananya Sen');
  aminia = await dishesOf(t, 'aminia-darbar');
  const [c] = await t.handle.db.select({ id: schema.coupons.id }).from(schema.coupons).limit(1);
  couponId = c!.id;
});
afterAll(() => t?.close());

const at = new Date(LUNCH_TIME.getTime() + 1234);
let serial = 0;

/** An order as place-order builds it (every column it sets), with its own unique id and key. */
function newOrder(extra: Partial<typeof schema.orders.$inferInsert> = {}): typeof schema.orders.$inferInsert {
  serial++;
  return {
    uniqueOrderId: `KBTEST${serial}${Date.now()}`,
    userId: me.user.id,
    restaurantId: aminia.restaurantId,
    orderstatusId: ORDER_STATUS.placed,
    deliveryType: 1,
    address: '4B Park Street, Kolkata',
    house: '4B',
    landmark: "Near the metro, Tom's",
    addressTag: 'HOME',
    latitude: 22.552611,
    longitude: 88.352532,
    distanceM: 1830,
    subtotalPaise: 43000,
    restaurantChargeBp: 250,
    restaurantChargePaise: 1075,
    deliveryChargePaise: 3000,
    taxBp: 500,
    taxPaise: 2150,
    driverTipPaise: 1500,
    discountPaise: 5000,
    totalPaise: 42725,
    walletPaise: 0,
    payablePaise: 42725,
    paymentMode: 'COD',
    couponId,
    couponCode: 'TESTCODE',
    orderComment: 'Less "spicy", please \\ thanks',
    deliveryPin: '4821',
    placedAt: at,
    acceptWindowSeconds: 180,
    promisedAt: new Date(at.getTime() + 45 * 60_000),
    scheduledFor: null,
    releaseAt: null,
    idempotencyKey: `key-${serial}-${Date.now()}`,
    requestHash: 'ab'.repeat(32),
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

const linesOf = () => [
  { itemId: aminia.dishes[0]!.id, name: 'Mutton Biryani', pricePaise: 32000, quantity: 1, choices: [] },
  {
    itemId: aminia.dishes[1]!.id,
    name: 'Firni (Half)',
    pricePaise: 5500,
    quantity: 2,
    choices: [{ groupId: 7, group: 'Size', id: 19, name: 'Half', pricePaise: -500 }],
  },
];

/** The step-by-step writes place-order made before decision 061: lock, order, lines, alert, coupon use. */
async function writeStepByStep(
  tx: Db,
  order: typeof schema.orders.$inferInsert,
  alert: { title: string; message: string },
) {
  await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.id, me.user.id))
    .for('no key update');
  const [row] = await tx.insert(schema.orders).values(order).returning();
  await tx.insert(schema.orderItems).values(linesOf().map((l) => ({ ...l, orderId: row!.id })));
  await tx
    .insert(schema.notifications)
    .values({ userId: me.user.id, ...alert, orderId: row!.id, createdAt: at });
  await tx
    .insert(schema.couponRedemptions)
    .values({ couponId, orderId: row!.id, userId: me.user.id, createdAt: at });
  return row!;
}

/** Everything written about one order, without the ids that differ between two orders. */
async function rowsOf(orderId: number) {
  const db = t.handle.db;
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  const { id: _i, uniqueOrderId: _u, idempotencyKey: _k, ...orderRest } = order!;
  const items = await db
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, orderId))
    .orderBy(asc(schema.orderItems.id));
  const alerts = await db
    .select()
    .from(schema.notifications)
    .where(eq(schema.notifications.orderId, orderId));
  const uses = await db
    .select()
    .from(schema.couponRedemptions)
    .where(eq(schema.couponRedemptions.orderId, orderId));
  return {
    order: orderRest,
    items: items.map(({ id: _, orderId: __, ...rest }) => rest),
    alerts: alerts.map(({ id: _, orderId: __, ...rest }) => rest),
    uses: uses.map(({ orderId: _, ...rest }) => rest),
  };
}

describe('writeOrderRows (the order, its lines, the alert and the coupon use in one statement)', () => {
  const alert = { title: 'Order placed', message: 'Aminia has your order KB…; ৳ & "quotes" stay' };

  it('writes the rows the step-by-step inserts wrote, and answers the row the builder reads', async () => {
    const old = await t.handle.db.transaction((tx) => writeStepByStep(tx, newOrder(), alert));
    const now = await t.handle.db.transaction((tx) =>
      writeOrderRows({ tx, order: newOrder(), lines: linesOf(), alert, at }),
    );
    const [readBack] = await t.handle.db.select().from(schema.orders).where(eq(schema.orders.id, now.id));
    expect(now).toEqual(readBack);
    expect(now.commissionBp).toBe(old.commissionBp);
    const before = await rowsOf(old.id);
    const after = await rowsOf(now.id);
    expect(after).toEqual(before);
    expect(after.items).toHaveLength(2);
    expect(after.alerts).toHaveLength(1);
    expect(after.uses).toHaveLength(1);
  });

  it('writes no alert when given none and no coupon use without a coupon, as an online order', async () => {
    const now = await t.handle.db.transaction((tx) =>
      writeOrderRows({
        tx,
        order: newOrder({
          couponId: null,
          couponCode: null,
          orderstatusId: ORDER_STATUS.awaitingPayment,
          placedAt: null,
        }),
        lines: linesOf().slice(0, 1),
        alert: null,
        at,
      }),
    );
    const rows = await rowsOf(now.id);
    expect(rows.alerts).toEqual([]);
    expect(rows.uses).toEqual([]);
    expect(rows.items).toHaveLength(1);
    expect(rows.order.orderstatusId).toBe(ORDER_STATUS.awaitingPayment);
  });

  it('refuses a blocked customer and writes nothing', async () => {
    const blocked = await signUp(t.app, '9330000062', 'Blocked');
    await t.handle.db.update(schema.users).set({ blockedAt: at }).where(eq(schema.users.id, blocked.user.id));
    const order = newOrder({ userId: blocked.user.id });
    await expect(
      t.handle.db.transaction((tx) => writeOrderRows({ tx, order, lines: linesOf(), alert, at })),
    ).rejects.toMatchObject({ code: 'ACCOUNT_BLOCKED' });
    const written = await t.handle.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, blocked.user.id));
    expect(written).toEqual([]);
  });

  it('fails on a reused Idempotency-Key with the unique violation place-order catches', async () => {
    const order = newOrder();
    await t.handle.db.transaction((tx) => writeOrderRows({ tx, order, lines: linesOf(), alert, at }));
    const again = { ...order, uniqueOrderId: `${order.uniqueOrderId}B` };
    const err: { code?: string; cause?: { code?: string } } | null = await t.handle.db
      .transaction((tx) => writeOrderRows({ tx, order: again, lines: linesOf(), alert, at }))
      .then(() => null)
      .catch((e: unknown) => e as { code?: string; cause?: { code?: string } });
    expect(err?.code ?? err?.cause?.code).toBe('23505');
  });
});

/**
 * `value` with the ids that differ between two orders named by their place: the order's id (as a field,
 * or in a key such as `auto-cancel:<id>` or a channel `order:<id>`), its unique id, its event's id and
 * its webhook deliveries' ids. Times are left alone; JSON text (a webhook body) is read and named too.
 */
function named(value: unknown, order: OrderRow, key = ''): unknown {
  if (typeof value === 'number') {
    if ((key === 'orderId' || key === 'order_id') && value === order.id) return '<order>';
    if (key === 'eventId' || key === 'deliveryId') return `<${key}>`;
    return value;
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    if (/^\d{4}-\d\d-\d\dT/.test(value)) return value;
    if (value.startsWith('{')) return named(JSON.parse(value), order);
    return value
      .replaceAll(order.uniqueOrderId, '<unique>')
      .replace(/evt_\d+/g, 'evt_<event>')
      .replace(/^webhook:\d+:/, 'webhook:<delivery>:')
      .replace(new RegExp(`(?<=[:-])${order.id}(?=$|:)`), '<order>');
  }
  if (Array.isArray(value)) return value.map((v) => named(v, order));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, named(v, order, k)]));
  return value;
}

describe("recordOrderPlaced (the 'placed' event, its jobs and the restaurant's audience in one statement)", () => {
  const settings = {
    ...loadConfig({ DATA_DIR: '/tmp/khabar-unused' }).lifecycle,
    autopilot: true,
    autopilotSpeed: 3,
  };

  /** What the lifecycle wrote for one order: its events, its jobs, its webhook deliveries. */
  async function lifecycleRowsOf(order: OrderRow) {
    const db = t.handle.db;
    const events = await db.select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, order.id));
    const deliveries = await db
      .select()
      .from(schema.webhookDeliveries)
      .where(eq(schema.webhookDeliveries.orderId, order.id))
      .orderBy(asc(schema.webhookDeliveries.id));
    const keys = [
      `auto-cancel:${order.id}`,
      `autopilot:${order.id}:accept`,
      `release-order:${order.id}`,
      ...deliveries.map((d) => `webhook:${d.id}:1`),
    ];
    const jobs = (await db.select().from(schema.jobs).orderBy(asc(schema.jobs.id))).filter(
      (j) =>
        keys.includes(j.singletonKey ?? '') ||
        (j.singletonKey ?? '').startsWith(`push:new-order:${order.id}:`),
    );
    return {
      events: events.map(({ id: _, orderId: __, ...rest }) => rest),
      jobs: jobs.map(
        ({ id: _, createdAt: __, ...rest }) => named(rest, order) as { name: string; singletonKey: string },
      ),
      deliveries: deliveries.map(({ id: _, orderId: __, createdAt: ___, ...rest }) => named(rest, order)),
    };
  }

  const outboxNamed = (outbox: Outbox, order: OrderRow) => named(JSON.parse(JSON.stringify(outbox)), order);

  async function placeBoth(extra: Partial<typeof schema.orders.$inferInsert>) {
    const db = t.handle.db;
    const make = () =>
      db.transaction((tx) =>
        writeOrderRows({
          tx,
          order: newOrder({ couponId: null, couponCode: null, ...extra }),
          lines: linesOf(),
          alert: null,
          at,
        }),
      );
    const oldOrder = await make();
    // The step-by-step path it replaced: recordOrderEvent, then startOrSchedule's writes.
    const oldOutbox: Outbox = [];
    await db.transaction(async (tx) => {
      const orderEventId = await recordOrderEvent({
        tx,
        outbox: oldOutbox,
        input: {
          order: oldOrder,
          type: 'placed',
          actor: { type: 'customer', userId: oldOrder.userId },
          statusId: oldOrder.orderstatusId,
          payload: { payment_mode: oldOrder.paymentMode },
          at,
        },
      });
      if (oldOrder.placedAt)
        await startAtRestaurant({
          tx,
          order: oldOrder,
          input: { tx, orderId: oldOrder.id, at, settings },
          orderEventId,
        });
      else
        await tx.insert(schema.jobs).values({
          name: 'release-order',
          payload: { orderId: oldOrder.id },
          runAt: new Date(Math.max(oldOrder.releaseAt!.getTime(), at.getTime())),
          singletonKey: `release-order:${oldOrder.id}`,
        });
    });
    const newOrderRow = await make();
    const newOutbox = await db.transaction((tx) =>
      recordOrderPlaced({ tx, orderId: newOrderRow.id, order: newOrderRow, at, settings }),
    );
    return { oldOrder, oldOutbox, newOrderRow, newOutbox };
  }

  it('writes the event, jobs, push jobs and webhook deliveries the step-by-step path wrote', async () => {
    const db = t.handle.db;
    const [owner] = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
    const subs = await db
      .insert(schema.pushSubscriptions)
      .values(
        [1, 2].map((n) => ({
          userId: owner!.id,
          audience: 'restaurant' as const,
          restaurantId: aminia.restaurantId,
          endpoint: `https://push.example/one-statement-${n}`,
          p256dh: 'BPk',
          auth: 'au',
        })),
      )
      .returning({ id: schema.pushSubscriptions.id });
    const endpoints = await db
      .insert(schema.webhookEndpoints)
      .values([
        {
          url: 'https://hooks.example/all',
          restaurantId: null,
          events: ['order.status_changed'],
          secretBox: 'x.y.z',
        },
        {
          url: 'https://hooks.example/aminia',
          restaurantId: aminia.restaurantId,
          events: ['order.status_changed'],
          secretBox: 'x.y.z',
        },
        {
          url: 'https://hooks.example/off',
          restaurantId: null,
          events: ['order.status_changed'],
          secretBox: 'x.y.z',
          isActive: false,
        },
      ])
      .returning({ id: schema.webhookEndpoints.id });
    try {
      const { oldOrder, oldOutbox, newOrderRow, newOutbox } = await placeBoth({});
      const before = await lifecycleRowsOf(oldOrder);
      const after = await lifecycleRowsOf(newOrderRow);
      // Two pushes, two deliveries (the inactive endpoint is skipped) and their jobs, the auto-cancel and
      // the autopilot's first step; the new path writes its own jobs first, so compare them as sets.
      expect(before.jobs).toHaveLength(6);
      expect(after.events).toEqual(before.events);
      expect(after.deliveries).toEqual(before.deliveries);
      const byKey = (jobs: { singletonKey: string }[]) =>
        [...jobs].sort((a, b) => a.singletonKey.localeCompare(b.singletonKey));
      expect(byKey(after.jobs)).toEqual(byKey(before.jobs));
      expect(outboxNamed(newOutbox, newOrderRow)).toEqual(outboxNamed(oldOutbox, oldOrder));
    } finally {
      await db.delete(schema.pushSubscriptions).where(
        inArray(
          schema.pushSubscriptions.id,
          subs.map((s) => s.id),
        ),
      );
      await db
        .update(schema.webhookEndpoints)
        .set({ isActive: false })
        .where(
          inArray(
            schema.webhookEndpoints.id,
            endpoints.map((e) => e.id),
          ),
        );
    }
  });

  it('queues only the release job for an order for later, as before', async () => {
    const slot = new Date(at.getTime() + 3 * 3600_000);
    const { oldOrder, oldOutbox, newOrderRow, newOutbox } = await placeBoth({
      placedAt: null,
      scheduledFor: slot,
      releaseAt: new Date(slot.getTime() - 40 * 60_000),
    });
    const before = await lifecycleRowsOf(oldOrder);
    const after = await lifecycleRowsOf(newOrderRow);
    expect(before.jobs.map((j: { name: string }) => j.name)).toEqual(['release-order']);
    expect(after).toEqual(before);
    expect(outboxNamed(newOutbox, newOrderRow)).toEqual(outboxNamed(oldOutbox, oldOrder));
  });
});
