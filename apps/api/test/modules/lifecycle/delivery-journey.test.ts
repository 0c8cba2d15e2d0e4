// A delivery order end to end through the real calls: restaurant accepts, the nearest captain is
// offered it and takes it, arrives, picks up and delivers with the customer's PIN; every step is
// one order_events row, one alert linked to the order, and never shows the PIN to the partners.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../helpers/accounts.ts';
import {
  eventsOf,
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
let customer: Session;
let staff: Session;
let near: Awaited<ReturnType<typeof logInCaptain>>;
let far: Awaited<ReturnType<typeof logInCaptain>>;
let restaurantId: number;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  customer = await newCustomer(t, '9330001001');
  const first = await placeOrder(t, customer, { method: 'COD' });
  restaurantId = first.restaurantId;
  staff = await logInStaff(t, restaurantId);
  near = await logInCaptain(t, 1);
  far = await logInCaptain(t, 2);
});
afterAll(() => t?.close());

/** Answers must never carry the customer's PIN (as a value) or a pin field. */
function expectNoPin(body: string, pin: string) {
  expect(body).not.toContain(`"${pin}"`);
  expect(body).not.toMatch(/"(delivery_)?pin"\s*:/);
}

describe('a delivery order, from placed to delivered', () => {
  it('moves 1 -> 2 -> 3 -> 4 -> 5 with the right people, one event and one alert per step', async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    const pin = (await orderRow(t, placed.id)).deliveryPin;
    expect(pin).toMatch(/^\d{4}$/);

    // The restaurant sees it with a deadline, without the PIN, the phone or the address.
    const list = await post(t, `partner/restaurants/${restaurantId}/orders`, staff.token, {
      scope: 'active',
    });
    expect(list.statusCode).toBe(200);
    expectNoPin(list.body, pin);
    const mine = list.json().data.find((o: { id: number }) => o.id === placed.id);
    expect(mine).toMatchObject({ orderstatus_id: 1, actions: ['accept', 'reject'], customer_name: 'Mitali' });
    expect(new Date(mine.accept_by).getTime()).toBe(clock.now().getTime() + 120_000);
    expect(list.body).not.toContain('9330001001');
    expect(list.body).not.toContain('Park Street, Kolkata');

    const accepted = await post(t, `partner/orders/${placed.id}/accept`, staff.token, {
      preparation_min: 20,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ orderstatus_id: 2, preparation_min: 20, accept_by: null });

    // Two captains on duty: the one nearer the restaurant is offered it first.
    await onDutyAt(t, near, 22.5535, 88.3525);
    await onDutyAt(t, far, 22.642, 88.431);
    await t.app.jobs.runDue();
    const nearMe = (await post(t, 'captain/me', near.token)).json().data;
    expect(nearMe.offer.order).toMatchObject({
      id: placed.id,
      customer_phone: '',
      actions: ['assign_captain'],
    });
    expect((await post(t, 'captain/me', far.token)).json().data.offer).toBeNull();

    const taken = await post(t, `captain/offers/${nearMe.offer.id}/accept`, near.token);
    expect(taken.statusCode, taken.body).toBe(200);
    expectNoPin(taken.body, pin);
    expect(taken.json().data).toMatchObject({
      orderstatus_id: 3,
      customer_phone: '9330001001',
      cash_to_collect: expect.stringMatching(/^\d+\.00$/),
      actions: ['arrive', 'pick_up'],
    });

    expect((await post(t, `captain/orders/${placed.id}/arrive`, near.token)).statusCode).toBe(200);
    const ready = await post(t, `partner/orders/${placed.id}/ready`, staff.token);
    expect(ready.json().data).toMatchObject({ orderstatus_id: 3, captain: { arrived: true } });
    expect(ready.json().data.actions).not.toContain('mark_ready');
    const picked = await post(t, `captain/orders/${placed.id}/pick-up`, near.token);
    expect(picked.json().data).toMatchObject({ orderstatus_id: 4, actions: ['deliver'] });
    // Picked up, it has left the kitchen: off the console's live list, in its history (issue 23).
    const ids = (list: Array<{ id: number }>) => list.map((o) => o.id);
    const active = (await post(t, `partner/restaurants/${restaurantId}/orders`, staff.token)).json().data;
    const history = (await post(t, `partner/restaurants/${restaurantId}/history`, staff.token)).json().data;
    expect(ids(active)).not.toContain(placed.id);
    expect(ids(history.orders)).toContain(placed.id);

    const wrong = String((Number(pin) + 1) % 10_000).padStart(4, '0');
    const refused = await post(t, `captain/orders/${placed.id}/deliver`, near.token, { pin: wrong });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Wrong PIN. 4 tries left.');
    const delivered = await post(t, `captain/orders/${placed.id}/deliver`, near.token, { pin });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expectNoPin(delivered.body, pin);
    expect(delivered.json().data).toMatchObject({ orderstatus_id: 5, actions: [] });

    const events = await eventsOf(t, placed.id);
    expect(events.map((e) => [e.type, e.actorType, e.statusId])).toEqual([
      ['placed', 'customer', 1],
      ['accepted', 'restaurant', 2],
      ['offered', 'system', null],
      ['assigned', 'captain', 3],
      ['arrived', 'captain', 3],
      ['ready', 'restaurant', 3],
      ['picked_up', 'captain', 4],
      ['pin_failed', 'captain', null],
      ['delivered', 'captain', 5],
    ]);

    // The customer's order shows the captain and every step's time; their alerts link to it.
    const details = (await post(t, 'get-order-details', customer.token, { order_id: placed.id })).json().data;
    expect(details).toMatchObject({
      orderstatus_id: 5,
      delivery_pin: pin,
      cancellable_until: null,
      refunds: [],
      delivery_details: { name: 'Sukanta Mondal', phone: '6000000001', vehicle_number: 'WB 02 AN 1041' },
    });
    for (const k of ['placed_at', 'accepted_at', 'ready_at', 'picked_up_at', 'delivered_at']) {
      expect(details[k], k).toEqual(expect.any(String));
    }
    const alerts = (await post(t, 'get-user-notifications', customer.token)).json();
    const titles = alerts
      .filter((a: { order_id: number }) => a.order_id === placed.id)
      .map((a: { data: { title: string } }) => a.data.title);
    expect(titles.sort()).toEqual([
      'Delivered',
      'On the way',
      'Order accepted',
      'Order placed',
      'Rider assigned',
    ]);
  });

  it('refuses a step out of turn with 409 and the domain’s words, and changes nothing', async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    const before = await eventsOf(t, placed.id);
    const early = await post(t, `partner/orders/${placed.id}/ready`, staff.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This order can no longer be marked ready.');
    expect((await orderRow(t, placed.id)).orderstatusId).toBe(1);
    expect(await eventsOf(t, placed.id)).toEqual(before);

    await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 10 });
    const twice = await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 10 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This order can no longer be accepted.');
    await post(t, `partner/orders/${placed.id}/ready`, staff.token);
    expect((await post(t, `partner/orders/${placed.id}/ready`, staff.token)).json().message).toBe(
      'This step is already done.',
    );
    // A pickup-only step on a delivery order.
    const handOver = await post(t, `partner/orders/${placed.id}/hand-over`, staff.token, { pin: '1234' });
    expect(handOver.statusCode).toBe(409);
    expect(handOver.json().message).toBe('This step is not for a delivery order.');
  });

  it('answers 404 for another restaurant’s, captain’s or customer’s order, and for accounts without the role', async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    const otherStaff = await logInStaff(t, restaurantId + 1);
    const stranger = await newCustomer(t, '9330001002');
    for (const [who, url, body] of [
      [otherStaff, `partner/orders/${placed.id}/accept`, { preparation_min: 10 }],
      [stranger, `partner/orders/${placed.id}/accept`, { preparation_min: 10 }],
      [customer, `partner/orders/${placed.id}/reject`, { reason: 'Out of stock' }],
      [far, `captain/orders/${placed.id}/arrive`, {}],
      [staff, 'cancel-order', { order_id: placed.id }],
      [stranger, 'cancel-order', { order_id: placed.id }],
      [stranger, 'get-order-details', { order_id: placed.id }],
      [otherStaff, `partner/restaurants/${restaurantId}/orders`, { scope: 'active' }],
      [stranger, `partner/restaurants/${restaurantId}/menu`, {}],
      [stranger, 'captain/me', {}],
      [stranger, 'captain/duty', { on_duty: true }],
    ] as const) {
      const res = await post(t, url, who.token, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(404);
      expect(res.json().message).toMatch(/^(Order|Restaurant|Captain) not found$/);
    }
    expect((await orderRow(t, placed.id)).orderstatusId).toBe(1);
    // Without a login: 401.
    expect(
      (await post(t, `partner/orders/${placed.id}/accept`, null, { preparation_min: 10 })).statusCode,
    ).toBe(401);
    expect((await post(t, 'partner/me', stranger.token)).json().data).toEqual({
      restaurants: [],
      captain: null,
    });
  });

  it('refuses bad input with 400 and never a 500', async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    for (const [url, body] of [
      [`partner/orders/${placed.id}/accept`, { preparation_min: 4 }],
      [`partner/orders/${placed.id}/accept`, { preparation_min: 1e308 }],
      [`partner/orders/${placed.id}/accept`, {}],
      [`partner/orders/${placed.id}/reject`, { reason: 'no\u0000way' }],
      [`partner/orders/${placed.id}/reject`, { reason: 'x'.repeat(201) }],
      [`partner/orders/${placed.id}/hand-over`, { pin: '12345' }],
      ['partner/orders/99999999999999/accept', { preparation_min: 10 }],
      ['partner/orders/abc/ready', {}],
      [`partner/restaurants/${restaurantId}/open`, { is_open: 'yes' }],
      [`partner/restaurants/${restaurantId}/orders`, { scope: 'all' }],
    ] as const) {
      const res = await post(t, url, staff.token, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().success).toBe(false);
    }
    for (const body of [
      { latitude: 22.5, longitude: 88.3 },
      { latitude: 'x', longitude: 88.3, accuracy_m: 5 },
      { latitude: 91, longitude: 88.3, accuracy_m: 5 },
    ]) {
      expect((await post(t, 'captain/position', near.token, body)).statusCode).toBe(400);
    }
    expect(
      (await post(t, `captain/orders/${placed.id}/deliver`, near.token, { pin: 'abcd' })).statusCode,
    ).toBe(400);
    expect((await post(t, 'cancel-order', customer.token, { order_id: 'x'.repeat(41) })).statusCode).toBe(
      400,
    );
  });
});
