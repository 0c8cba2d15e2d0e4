// POST /api/get-order-tracking (the screen's snapshot and its 6-second fallback) and the spec's
// tracking call, update-user-info with unique_order_id.
import { schema } from '@khabar/db';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../helpers/accounts.ts';
import { makeCaptain, placeCashOrder, recordEvent } from '../../helpers/streams.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let me: { token: string; user: { id: number } };
let other: { token: string };
let orderId: number;
let uniqueId: string;

beforeAll(async () => {
  t = await createTestApp();
  me = await signUp(t.app, '9330000071', 'Ananya Sen');
  other = await signUp(t.app, '9330000072', 'Rohan Das');
  orderId = await placeCashOrder(t, me.token);
  uniqueId = (await post('get-order-details', { order_id: orderId }, me.token)).json().data.unique_order_id;
});
afterAll(() => t?.close());

function post(url: string, payload: object, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
}
const tracking = async (token = me.token) => {
  const res = await post('get-order-tracking', { order_id: orderId }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('POST /api/get-order-tracking', () => {
  it('gives a placed order’s status, places, route, promise and the PIN, with no rider yet', async () => {
    const d = await tracking();
    expect(d).toMatchObject({
      id: orderId,
      unique_order_id: uniqueId,
      orderstatus_id: 1,
      status_label: 'Order Placed',
      delivery_type: 1,
      delivery_details: null,
      rider_position: null,
      estimate: null,
      road_factor: 1.3,
    });
    // Placing it wrote the first event of its log.
    expect(d.last_event_id).toBeGreaterThan(0);
    expect(d.delivery_pin).toMatch(/^\d{4}$/);
    expect(d.restaurant.name).toBe('Aminia Darbar');
    expect(d.drop).toMatchObject({ latitude: 22.5526, longitude: 88.3525 });
    // No ROUTER_URL here: a straight line from the kitchen to the door, measured like the cart's distance.
    expect(d.route.source).toBe('straight');
    expect(d.route.points).toEqual([
      [d.restaurant.latitude, d.restaurant.longitude],
      [22.5526, 88.3525],
    ]);
    expect(Date.parse(d.promised_at)).toBeGreaterThan(LUNCH_TIME.getTime());
  });

  it('is the owner’s only: another customer, a missing order and bad ids', async () => {
    const theirs = await post('get-order-tracking', { order_id: orderId }, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false, message: 'Order not found' });
    expect((await post('get-order-tracking', { order_id: 987_654 }, me.token)).json()).toEqual(theirs.json());
    expect((await post('get-order-tracking', { order_id: orderId })).statusCode).toBe(401);
    for (const bad of ['abc', -1, 0, 1e12, 'x\u0000']) {
      expect((await post('get-order-tracking', { order_id: bad }, me.token)).statusCode, String(bad)).toBe(
        400,
      );
    }
  });

  it('follows the order: estimate once cooking, the rider and their position once assigned, last event id', async () => {
    const accepted = await recordEvent(t, {
      orderId,
      type: 'accepted',
      statusId: 2,
      set: { acceptedAt: LUNCH_TIME, preparationMin: 25 },
    });
    const cooking = await tracking();
    expect(cooking).toMatchObject({ orderstatus_id: 2, last_event_id: accepted, delivery_details: null });
    expect(Date.parse(cooking.estimate.at)).toBeGreaterThan(LUNCH_TIME.getTime() + 25 * 60_000);

    const rider = await signUp(t.app, '6330000073', 'Bikash Mondal');
    const captain = await makeCaptain(t, rider.user.id, { lat: 22.556, lng: 88.352 });
    await recordEvent(t, { orderId, type: 'assigned', statusId: 3, set: { deliveryPartnerId: captain.id } });
    const picked = await recordEvent(t, { orderId, type: 'picked_up', statusId: 4, actor: 'captain' });
    const riding = await tracking();
    expect(riding).toMatchObject({
      orderstatus_id: 4,
      status_label: 'Food is on the way',
      last_event_id: picked,
      delivery_details: { name: 'Bikash Mondal', phone: '6000009999', vehicle_number: 'WB 02 AB 1234' },
      rider_position: { latitude: 22.556, longitude: 88.352, accuracy_m: 8 },
    });
    // 400 m from the door: a couple of minutes' ride plus the doorstep.
    const left = (Date.parse(riding.estimate.at) - LUNCH_TIME.getTime()) / 60_000;
    expect(left).toBeGreaterThanOrEqual(3);
    expect(left).toBeLessThanOrEqual(5);

    // The spec's tracking call answers the same rider.
    const info = await post('update-user-info', { unique_order_id: uniqueId }, me.token);
    expect(info.json()).toMatchObject({
      success: true,
      data: { id: me.user.id },
      delivery_details: {
        name: 'Bikash Mondal',
        phone: '6000009999',
        photo: null,
        vehicle_number: 'WB 02 AB 1234',
      },
    });
    expect(info.json().data.wallet_balance).toBeDefined();
  });
});

describe('the rider on tracking: the last reported position and its time (issue 23, item 5)', () => {
  const minutes = (iso: string) => (Date.parse(iso) - LUNCH_TIME.getTime()) / 60_000;
  const at = (min: number) => new Date(LUNCH_TIME.getTime() + min * 60_000);

  async function riding(position: { at: Date | null }, pickedUpAt: Date) {
    const id = await placeCashOrder(t, me.token);
    const account = await signUp(t.app, `63300001${String(id).padStart(2, '0').slice(-2)}`, 'Ravi Kumar');
    const captain = await makeCaptain(t, account.user.id, { lat: 22.5535, lng: 88.3524 });
    await t.handle.db
      .update(schema.deliveryPartners)
      .set({ positionAt: position.at })
      .where(eq(schema.deliveryPartners.id, captain.id));
    await recordEvent(t, {
      orderId: id,
      type: 'assigned',
      statusId: 3,
      set: { deliveryPartnerId: captain.id },
    });
    await recordEvent(t, { orderId: id, type: 'picked_up', statusId: 4, set: { pickedUpAt } });
    const res = await post('get-order-tracking', { order_id: id }, me.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  it('gives the position with the time it was reported, and counts the ride from then', async () => {
    // About 100 m from the door (22.5526, 88.3525), seen 3 minutes ago, after the pickup 6 minutes ago.
    const d = await riding({ at: at(-3) }, at(-6));
    expect(d.rider_position).toMatchObject({
      latitude: 22.5535,
      longitude: 88.3524,
      at: at(-3).toISOString(),
    });
    // A minute of ride from 3 minutes ago, then 2 at the door: due in about 0 to 1 minute, not 3.
    expect(minutes(d.estimate.at)).toBeGreaterThanOrEqual(0);
    expect(minutes(d.estimate.at)).toBeLessThanOrEqual(1);
  });

  it('a position from before the pickup is not where the ride to the door starts', async () => {
    // The phone last spoke near the door a minute before the pickup at the restaurant, 1 km away.
    const d = await riding({ at: at(-2) }, at(-1));
    expect(d.rider_position.at).toBe(at(-2).toISOString());
    // From the pickup: the whole restaurant-to-door ride plus the doorstep, not "arriving in 02:30".
    const ride = Math.ceil(d.route.metres / 300);
    expect(minutes(d.estimate.at)).toBe(-1 + ride + 2);
  });

  it('a position with no time (never reported) is no position', async () => {
    const d = await riding({ at: null }, at(-1));
    expect(d.rider_position).toBeNull();
    expect(d.delivery_details.name).toBe('Bikash Mondal');
  });
});

describe('POST /api/update-user-info with unique_order_id (the spec’s tracking call)', () => {
  it('answers delivery_details null before a rider, and refuses another customer’s order', async () => {
    const fresh = await placeCashOrder(t, me.token);
    const id = (await post('get-order-details', { order_id: fresh }, me.token)).json().data.unique_order_id;
    const mine = await post('update-user-info', { unique_order_id: id }, me.token);
    expect(mine.json()).toMatchObject({ success: true, delivery_details: null });
    const theirs = await post('update-user-info', { unique_order_id: id }, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Order not found');
    expect((await post('update-user-info', { unique_order_id: '<script>' }, me.token)).statusCode).toBe(400);
    expect((await post('update-user-info', { unique_order_id: '-KHB' }, me.token)).statusCode).toBe(400);
    // The demo city's numbers have dashes ("KHB-2611-100127"): read as an order number (someone
    // else's here, so not found), not refused as malformed.
    const [seeded] = await t.handle.db
      .select({ id: schema.orders.uniqueOrderId })
      .from(schema.orders)
      .where(like(schema.orders.uniqueOrderId, 'KHB-%'))
      .limit(1);
    const dashed = await post('update-user-info', { unique_order_id: seeded!.id }, me.token);
    expect(dashed.statusCode, dashed.body).toBe(404);
    // Without it, the call is what it always was.
    expect((await post('update-user-info', {}, me.token)).json()).not.toHaveProperty('delivery_details');
  });
});
