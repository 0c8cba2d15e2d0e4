// Captain dispatch (nearest free on-duty captain, 30 s to take it, then the next), the captain's
// position going live while on a trip, and the PIN at the door and at the counter: five wrong tries
// lock the step (until the customer gets a new PIN: pin-lock.test.ts).
import { schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../../src/adapters/events/event-bus.ts';
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
type Captain = Awaited<ReturnType<typeof logInCaptain>>;
let a: Captain; // nearest to Aminia Darbar
let b: Captain;
let c: Captain; // farthest
let restaurantId: number;
let here: { lat: number; lng: number };

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  customer = await newCustomer(t, '9330003001', 1_000_000);
  const first = await placeOrder(t, customer, { method: 'COD' });
  restaurantId = first.restaurantId;
  staff = await logInStaff(t, restaurantId);
  [a, b, c] = [await logInCaptain(t, 1), await logInCaptain(t, 2), await logInCaptain(t, 3)];
  const [r] = (await post(t, 'partner/me', staff.token)).json().data.restaurants;
  expect(r.id).toBe(restaurantId);
  const [row] = await t.handle.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId));
  here = { lat: row!.latitude, lng: row!.longitude };
});
afterAll(() => t?.close());

async function offerOf(captain: Session) {
  return (await post(t, 'captain/me', captain.token)).json().data.offer as {
    id: number;
    order: { id: number };
  } | null;
}

async function acceptedOrder() {
  const placed = await placeOrder(t, customer, { method: 'COD' });
  const res = await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 20 });
  expect(res.statusCode, res.body).toBe(200);
  return placed;
}

describe('captain dispatch', () => {
  it('offers the nearest free captain first; unanswered in 30 s or declined, it goes to the next', async () => {
    // a waits 300 m from the restaurant, b 2 km, c in Dum Dum.
    await onDutyAt(t, a, here.lat + 0.0027, here.lng);
    await onDutyAt(t, b, here.lat - 0.018, here.lng);
    await onDutyAt(t, c, 22.642, 88.431);
    const messages: BusMessage[] = [];
    const stop = t.app.events.subscribe(`captain:${a.partnerId}`, (m) => messages.push(m));
    const placed = await acceptedOrder();
    await t.app.jobs.runDue();
    stop();
    const toA = await offerOf(a);
    expect(toA?.order.id).toBe(placed.id);
    expect(await offerOf(b)).toBeNull();
    expect(messages.find((m) => m.type === 'offer')?.payload).toMatchObject({
      offer: { order: { id: placed.id } },
    });

    clock.advance(29_000);
    await t.app.jobs.runDue();
    expect((await offerOf(a))?.order.id).toBe(placed.id);
    clock.advance(1_000);
    await t.app.jobs.runDue();
    expect(await offerOf(a)).toBeNull();
    const toB = await offerOf(b);
    expect(toB?.order.id).toBe(placed.id);

    // Too late for a: the offer is gone.
    const late = await post(t, `captain/offers/${toA!.id}/accept`, a.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This offer has expired.');
    const declined = await post(t, `captain/offers/${toB!.id}/decline`, b.token);
    expect(declined.json()).toEqual({ success: true, data: { declined: true } });
    await t.app.jobs.runDue();
    const toC = await offerOf(c);
    expect(toC?.order.id).toBe(placed.id);
    // Another captain's offer is not found.
    expect((await post(t, `captain/offers/${toC!.id}/accept`, a.token)).statusCode).toBe(404);
    const taken = await post(t, `captain/offers/${toC!.id}/accept`, c.token);
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await orderRow(t, placed.id)).deliveryPartnerId).toBe(c.partnerId);
    expect((await eventsOf(t, placed.id)).filter((e) => e.type === 'offered')).toHaveLength(3);
  });

  it('skips a captain on a trip and one off duty, and tries again when nobody is free', async () => {
    // c is on a trip (previous test); a goes off duty; b is free.
    expect((await post(t, 'captain/duty', a.token, { on_duty: false })).json().data.is_on_duty).toBe(false);
    const first = await acceptedOrder();
    await t.app.jobs.runDue();
    expect((await offerOf(b))?.order.id).toBe(first.id);
    expect(await offerOf(a)).toBeNull();
    expect(await offerOf(c)).toBeNull();
    expect((await post(t, `captain/offers/${(await offerOf(b))!.id}/accept`, b.token)).statusCode).toBe(200);

    const second = await acceptedOrder();
    await t.app.jobs.runDue();
    for (const x of [a, b, c]) expect(await offerOf(x)).toBeNull();
    await onDutyAt(t, a, here.lat + 0.0027, here.lng);
    clock.advance(15_000);
    await t.app.jobs.runDue();
    expect((await offerOf(a))?.order.id).toBe(second.id);
    // A captain with a trip in hand cannot take a second.
    const offer = (await offerOf(a))!;
    expect((await post(t, `captain/offers/${offer.id}/accept`, a.token)).statusCode).toBe(200);
    expect((await post(t, 'captain/me', a.token)).json().data.trip.id).toBe(second.id);
  });

  it('offers a captain whose phone has not reported a position yet when nobody nearer is free', async () => {
    const d = await logInCaptain(t, 4);
    await t.handle.db
      .update(schema.deliveryPartners)
      .set({ latitude: null, longitude: null, positionAt: null })
      .where(eq(schema.deliveryPartners.id, d.partnerId));
    expect((await post(t, 'captain/duty', d.token, { on_duty: true })).statusCode).toBe(200);
    // a, b and c are on trips.
    const placed = await acceptedOrder();
    await t.app.jobs.runDue();
    expect((await offerOf(d))?.order.id).toBe(placed.id);
  });

  it('stores fixes of 50 m or better and sends them live on the order while on a trip', async () => {
    const trip = (await post(t, 'captain/me', a.token)).json().data.trip;
    const heard: BusMessage[] = [];
    const stop = t.app.events.subscribe(`order:${trip.id}`, (m) => heard.push(m));
    const poor = await post(t, 'captain/position', a.token, {
      latitude: 22.56,
      longitude: 88.35,
      accuracy_m: 80,
    });
    expect(poor.json().data).toEqual({ stored: false });
    const good = await post(t, 'captain/position', a.token, {
      latitude: 22.561,
      longitude: 88.352,
      accuracy_m: 9,
    });
    expect(good.json().data).toEqual({ stored: true });
    stop();
    expect(heard).toEqual([
      expect.objectContaining({
        type: 'position',
        eventId: null,
        payload: { latitude: 22.561, longitude: 88.352, accuracy_m: 9 },
      }),
    ]);
    expect((await eventsOf(t, trip.id)).some((e) => e.type === 'position')).toBe(false);
    const customerPhone = await post(t, 'captain/position', customer.token, {
      latitude: 22.5,
      longitude: 88.3,
      accuracy_m: 5,
    });
    expect(customerPhone.statusCode).toBe(404);
  });
});

describe('the delivery PIN', () => {
  it('locks the door step after five wrong PINs; the right one is refused then too', async () => {
    const trip = (await post(t, 'captain/me', a.token)).json().data.trip;
    await post(t, `partner/orders/${trip.id}/ready`, staff.token);
    await post(t, `captain/orders/${trip.id}/pick-up`, a.token);
    const pin = (await orderRow(t, trip.id)).deliveryPin;
    const wrong = pin === '0000' ? '1111' : '0000';
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await post(t, `captain/orders/${trip.id}/deliver`, a.token, { pin: wrong }));
    expect(answers.map((r) => r.statusCode)).toEqual([422, 422, 422, 422, 423, 423]);
    expect(answers.map((r) => r.json().message)).toEqual([
      'Wrong PIN. 4 tries left.',
      'Wrong PIN. 3 tries left.',
      'Wrong PIN. 2 tries left.',
      'Wrong PIN. 1 try left.',
      'Too many wrong PINs. The customer gets a new PIN in 10 minutes.',
      'Too many wrong PINs. The customer gets a new PIN in 10 minutes.',
    ]);
    const right = await post(t, `captain/orders/${trip.id}/deliver`, a.token, { pin });
    expect(right.statusCode).toBe(423);
    expect(right.json().code).toBe('LOCKED');
    expect(await orderRow(t, trip.id)).toMatchObject({ orderstatusId: 4, pinAttempts: 5 });
    expect((await post(t, 'captain/me', a.token)).json().data.trip.pin_locked).toBe(true);
    expect((await eventsOf(t, trip.id)).filter((e) => e.type === 'pin_failed')).toHaveLength(5);
  });

  it('hands a pickup order over at the counter with the right PIN', async () => {
    const placed = await placeOrder(t, customer, { method: 'WALLET', deliveryType: 2 });
    await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 10 });
    await t.app.jobs.runDue();
    for (const x of [a, b, c]) expect(await offerOf(x)).toBeNull(); // never offered to captains
    const ready = await post(t, `partner/orders/${placed.id}/ready`, staff.token);
    expect(ready.json().data).toMatchObject({ orderstatus_id: 10, actions: ['hand_over'] });
    const alerts = (await post(t, 'get-user-notifications', customer.token)).json();
    expect(
      alerts.some(
        (n: { order_id: number; data: { title: string } }) =>
          n.order_id === placed.id && n.data.title === 'Ready for pickup',
      ),
    ).toBe(true);
    const pin = (await orderRow(t, placed.id)).deliveryPin;
    const wrong = await post(t, `partner/orders/${placed.id}/hand-over`, staff.token, {
      pin: pin === '9999' ? '0000' : '9999',
    });
    expect(wrong.statusCode).toBe(422);
    const done = await post(t, `partner/orders/${placed.id}/hand-over`, staff.token, { pin });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ orderstatus_id: 5, pin_locked: false, actions: [] });
    expect(done.body).not.toContain(`"${pin}"`);
  });
});
