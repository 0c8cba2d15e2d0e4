// An order's trail (issue 25, decision 040): the captain's position reports while they hold the order
// are kept, thinned (15 m or 30 s on), at most 2,000 per order (then the last point moves), read by
// operators only, and deleted after a week by an hourly durable job. The map of the orders in flight
// shows each order on the road at its captain and the others at their kitchens.
import { schema } from '@khabar/db';
import { TRAIL_MAX_POINTS } from '@khabar/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../../src/adapters/events/event-bus.ts';
import { schedulePositionTrailPruning } from '../../../src/modules/captain/index.ts';
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
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME);
let t: TestApp;
let admin: Session;
let support: Session;
let customer: Session;
let staff: Session;
type Captain = Awaited<ReturnType<typeof logInCaptain>>;
let rider: Captain;
let other: Captain;
let kitchen: { lat: number; lng: number };

/** About one metre of latitude. */
const M = 1 / 111_195;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330050001', 50_000_00);
  const first = await placeOrder(t, customer, { method: 'COD' });
  staff = await logInStaff(t, first.restaurantId);
  rider = await logInCaptain(t, 1);
  other = await logInCaptain(t, 2);
  const [r] = await t.handle.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, first.restaurantId));
  kitchen = { lat: r!.latitude, lng: r!.longitude };
  await onDutyAt(t, rider, kitchen.lat + 300 * M, kitchen.lng);
  await onDutyAt(t, other, kitchen.lat - 300 * M, kitchen.lng);
});
afterAll(() => t?.close());

const get = (url: string, who: Session | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${url}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });

const report = async (captain: Session, northM: number, accuracy = 10) => {
  const res = await post(t, 'captain/position', captain.token, {
    latitude: kitchen.lat + northM * M,
    longitude: kitchen.lng,
    accuracy_m: accuracy,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { stored: boolean };
};

type Point = { seq: number; latitude: number; longitude: number; at: string; captain_id: number };
const trailOf = async (orderId: number, who: Session = support) => {
  const res = await get(`admin/orders/${orderId}/trail`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { order_id: number; points: Point[]; max_points: number; retention_days: number };
};
const northOf = (p: Point) => Math.round((p.latitude - kitchen.lat) / M);

/** An order the restaurant accepted, given to `captain` by support (status 3). */
async function heldBy(captain: Captain) {
  const placed = await placeOrder(t, customer, { method: 'COD' });
  const accepted = await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 10 });
  expect(accepted.statusCode, accepted.body).toBe(200);
  await giveTo(placed.id, captain, null);
  return placed;
}

async function giveTo(orderId: number, captain: Captain, current: Captain | null) {
  const res = await post(t, `admin/orders/${orderId}/reassign-captain`, support.token, {
    reason: 'Phoned the captain, who is nearby',
    captain_id: captain.partnerId,
    current_captain_id: current?.partnerId ?? null,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function deliver(orderId: number, captain: Captain) {
  expect((await post(t, `captain/orders/${orderId}/arrive`, captain.token)).statusCode).toBe(200);
  await post(t, `partner/orders/${orderId}/ready`, staff.token);
  const picked = await post(t, `captain/orders/${orderId}/pick-up`, captain.token);
  expect(picked.statusCode, picked.body).toBe(200);
  const pin = (await orderRow(t, orderId)).deliveryPin;
  const done = await post(t, `captain/orders/${orderId}/deliver`, captain.token, { pin });
  expect(done.statusCode, done.body).toBe(200);
}

describe('who may read a trail', () => {
  it('any operator; a customer, restaurant staff or a captain 403; nobody signed in 401', async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    for (const who of [support, admin]) expect((await trailOf(placed.id, who)).points).toEqual([]);
    for (const who of [customer, staff, rider]) {
      const res = await get(`admin/orders/${placed.id}/trail`, who);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('latitude');
    }
    expect((await get(`admin/orders/${placed.id}/trail`, null)).statusCode).toBe(401);
  });

  it('an unknown order is 404; a bad id a 400 naming it', async () => {
    const res = await get('admin/orders/999999/trail', support);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order not found');
    for (const bad of ['1e21', '99999999999999', '0', '-3', 'abc']) {
      const r = await get(`admin/orders/${bad}/trail`, support);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().message).toMatch(/orderId/);
    }
    expect((await get('admin/orders/1%00/trail', support)).statusCode).toBe(400);
  });
});

describe('what a trail keeps', () => {
  it('only reports made while the captain holds the order, 15 m or 30 s apart, accurate ones', async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 10 });
    // Not theirs yet: the report moves the captain, not the order's trail.
    await report(rider, 250);
    expect((await trailOf(placed.id)).points).toEqual([]);

    await giveTo(placed.id, rider, null);
    const heard: BusMessage[] = [];
    const stop = t.app.events.subscribe('ops', (m) => heard.push(m));
    await report(rider, 200); // kept: the first
    await report(rider, 195); // 5 m on, no time passed: dropped
    await report(rider, 186); // 14 m from the last kept: dropped
    await report(rider, 185); // 15 m: kept
    expect(await report(rider, 0, 80)).toEqual({ stored: false }); // 80 m accuracy: not a position
    clock.advance(29_000);
    await report(rider, 180); // 5 m, 29 s: dropped
    clock.advance(1_000);
    await report(rider, 181); // 30 s since the last kept: kept, standing still
    stop();

    const trail = await trailOf(placed.id);
    expect(trail.points.map(northOf)).toEqual([200, 185, 181]);
    expect(trail.points.map((p) => p.seq)).toEqual([1, 2, 3]);
    expect(trail.points.every((p) => p.captain_id === rider.partnerId)).toBe(true);
    expect(Date.parse(trail.points[2]!.at) - Date.parse(trail.points[1]!.at)).toBe(30_000);
    expect(trail).toMatchObject({ order_id: placed.id, max_points: TRAIL_MAX_POINTS, retention_days: 7 });
    // Every report still reached the operators' stream, naming the order it belongs to.
    const positions = heard.filter((m) => m.type === 'captain_position');
    expect(positions).toHaveLength(6);
    expect(positions[0]!.payload).toMatchObject({ captain_id: rider.partnerId, order_ids: [placed.id] });

    // Handed to another captain before the pickup: their first report is kept wherever it is.
    await giveTo(placed.id, other, rider);
    await report(rider, 300); // no longer theirs
    await report(other, 181);
    await deliver(placed.id, other);
    await report(other, 400); // delivered: no longer held
    const after = await trailOf(placed.id);
    expect(after.points.map(northOf)).toEqual([200, 185, 181, 181]);
    expect(after.points.map((p) => p.captain_id)).toEqual([
      rider.partnerId,
      rider.partnerId,
      rider.partnerId,
      other.partnerId,
    ]);
  });

  it('keeps at most 2,000 points; past that the last one moves with the captain', async () => {
    const placed = await heldBy(rider);
    // 1,999 points already (a long wait), written as the reports would have.
    await t.handle.db.execute(sql`
      insert into position_trail (order_id, seq, delivery_partner_id, latitude, longitude, recorded_at)
      select ${placed.id}, i, ${rider.partnerId}, ${kitchen.lat}, ${kitchen.lng},
        ${clock.now()}::timestamptz - (2000 - i) * interval '30 seconds'
      from generate_series(1, ${TRAIL_MAX_POINTS - 1}) as i`);
    clock.advance(1_000);
    await report(rider, 100); // the 2,000th
    clock.advance(1_000);
    await report(rider, 200); // replaces it
    clock.advance(1_000);
    await report(rider, 205); // 5 m from it: dropped
    const trail = await trailOf(placed.id);
    expect(trail.points).toHaveLength(TRAIL_MAX_POINTS);
    expect(trail.points.at(-1)!.seq).toBe(TRAIL_MAX_POINTS);
    expect(northOf(trail.points.at(-1)!)).toBe(200);
    expect(northOf(trail.points.at(-2)!)).toBe(0);
    await giveTo(placed.id, other, rider); // rider free for the next test
  });
});

describe('the map of the orders in flight', () => {
  it('puts an order on the road at its captain and the others, by number, at their kitchens', async () => {
    const waiting = await placeOrder(t, customer, { method: 'COD' });
    const riding = await heldBy(rider);
    expect((await post(t, `captain/orders/${riding.id}/arrive`, rider.token)).statusCode).toBe(200);
    await post(t, `partner/orders/${riding.id}/ready`, staff.token);
    expect((await post(t, `captain/orders/${riding.id}/pick-up`, rider.token)).statusCode).toBe(200);
    await report(rider, -500);

    const res = await get('admin/ops/map', support);
    expect(res.statusCode, res.body).toBe(200);
    const map = res.json().data;
    const road = map.on_the_road.find((o: { id: number }) => o.id === riding.id);
    expect(road).toMatchObject({
      unique_order_id: riding.uniqueOrderId,
      orderstatus_id: 4,
      captain: { id: rider.partnerId },
      position_at: clock.now().toISOString(),
    });
    expect(Math.round((road.latitude - kitchen.lat) / M)).toBe(-500);
    const at = map.kitchens.find((k: { restaurant_id: number }) => k.restaurant_id === waiting.restaurantId);
    const numbers = at.orders.map((o: { unique_order_id: string }) => o.unique_order_id);
    expect(numbers).toContain(waiting.uniqueOrderId);
    expect(numbers).not.toContain(riding.uniqueOrderId);
    expect(at.waiting).toBe(at.orders.length);
    expect(at.orders.filter((o: { risks: string[] }) => o.risks.length > 0)).toHaveLength(at.at_risk);
    // Nothing of the customer's door on it.
    expect(res.body).not.toContain('Park Street, Kolkata');
    expect((await get('admin/ops/map', rider)).statusCode).toBe(403);
  });
});

describe('pruning', () => {
  it('an hourly durable job deletes the points older than a week, and enqueues the next hour’s', async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    const now = clock.now().getTime();
    const day = 86_400_000;
    await t.handle.db.insert(schema.positionTrail).values(
      [8 * day, 7 * day + 60_000, 7 * day - 3_600_000, day].map((ago, i) => ({
        orderId: placed.id,
        seq: i + 1,
        deliveryPartnerId: rider.partnerId,
        latitude: kitchen.lat,
        longitude: kitchen.lng,
        recordedAt: new Date(now - ago),
      })),
    );
    const runAt = await schedulePositionTrailPruning({ db: t.handle.db, now: clock.now });
    expect(runAt.getTime() % 3_600_000).toBe(0);
    expect(runAt.getTime()).toBeGreaterThan(now);
    // Again (a second process starting): still one job for that hour.
    await schedulePositionTrailPruning({ db: t.handle.db, now: clock.now });
    const pending = () =>
      t.handle.db
        .select({ runAt: schema.jobs.runAt })
        .from(schema.jobs)
        .where(and(eq(schema.jobs.name, 'prune-position-trail'), eq(schema.jobs.status, 'pending')))
        .orderBy(asc(schema.jobs.runAt));
    expect((await pending()).map((j) => j.runAt.getTime())).toEqual([runAt.getTime()]);

    // Not due yet: nothing goes.
    await t.app.jobs.runDue();
    expect((await trailOf(placed.id)).points).toHaveLength(4);

    // At the top of the hour (under an hour later), the two older than a week go.
    clock.advance(runAt.getTime() - now);
    await t.app.jobs.runDue();
    const kept = (await trailOf(placed.id)).points.map((p) => p.seq);
    expect(kept).toEqual([3, 4]);
    const next = await pending();
    expect(next.map((j) => j.runAt.getTime())).toEqual([runAt.getTime() + 3_600_000]);
    // Other orders' recent points are untouched.
    expect((await t.handle.db.select().from(schema.positionTrail)).length).toBeGreaterThan(2_000);
  });
});
