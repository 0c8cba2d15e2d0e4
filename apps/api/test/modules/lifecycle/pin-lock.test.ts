// Five wrong PINs used to leave an order stuck for ever (issue 24): the right PIN refused, the
// customer unable to cancel, the restaurant unable to reject, nothing refunded. Now the lock lasts the
// cool-down (10 minutes); then a job gives the customer a new PIN in an alert, the old PIN stops
// working, and the captain (or the counter) finishes the order with the new one.
import { schema } from '@khabar/db';
import { PIN_LOCK_COOLDOWN_MS } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewDeliveryPin } from '../../../src/modules/lifecycle/renew-delivery-pin.ts';
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
let captain: Awaited<ReturnType<typeof logInCaptain>>;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  customer = await newCustomer(t, '9330008001', 1_000_000);
  const first = await placeOrder(t, customer, { method: 'WALLET' });
  staff = await logInStaff(t, first.restaurantId);
  await post(t, `partner/orders/${first.id}/reject`, staff.token, { reason: 'Closing early' });
  captain = await logInCaptain(t, 1);
  const [r] = await t.handle.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, first.restaurantId));
  await onDutyAt(t, captain, r!.latitude + 0.002, r!.longitude);
});
afterAll(() => t?.close());

const deliver = (orderId: number, pin: string) =>
  post(t, `captain/orders/${orderId}/deliver`, captain.token, { pin });
const handOver = (orderId: number, pin: string) =>
  post(t, `partner/orders/${orderId}/hand-over`, staff.token, { pin });
const otherPin = (pin: string) => (pin === '0000' ? '1111' : '0000');

/** A wallet-paid delivery order carried by our captain, picked up: status 4, waiting for the PIN. */
async function orderOnTheWay(): Promise<number> {
  const placed = await placeOrder(t, customer, { method: 'WALLET' });
  expect(
    (await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 15 })).statusCode,
  ).toBe(200);
  await t.app.jobs.runDue();
  const offer = (await post(t, 'captain/me', captain.token)).json().data.offer as { id: number };
  expect((await post(t, `captain/offers/${offer.id}/accept`, captain.token)).statusCode).toBe(200);
  expect((await post(t, `partner/orders/${placed.id}/ready`, staff.token)).statusCode).toBe(200);
  expect((await post(t, `captain/orders/${placed.id}/pick-up`, captain.token)).statusCode).toBe(200);
  expect((await orderRow(t, placed.id)).orderstatusId).toBe(4);
  return placed.id;
}

async function alertsOf(orderId: number) {
  return t.handle.db
    .select()
    .from(schema.notifications)
    .where(
      and(eq(schema.notifications.orderId, orderId), eq(schema.notifications.title, 'New delivery PIN')),
    );
}

async function renewalJobs(orderId: number) {
  const jobs = await t.handle.db.select().from(schema.jobs).where(eq(schema.jobs.name, 'renew-delivery-pin'));
  return jobs.filter((j) => (j.payload as { orderId: number }).orderId === orderId);
}

describe('a handover locked by wrong PINs', () => {
  it('at the door: locked for 10 minutes, then the customer gets a new PIN that works and the old one does not', async () => {
    const orderId = await orderOnTheWay();
    const oldPin = (await orderRow(t, orderId)).deliveryPin;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await deliver(orderId, otherPin(oldPin)));
    expect(answers.map((r) => r.statusCode)).toEqual([422, 422, 422, 422, 423]);
    expect(answers[4]!.json()).toMatchObject({
      code: 'LOCKED',
      message: 'Too many wrong PINs. The customer gets a new PIN in 10 minutes.',
    });
    expect(await orderRow(t, orderId)).toMatchObject({ pinAttempts: 5, pinLockedAt: clock.now() });

    // Stuck, as before: the right PIN is refused, and nobody else may end the order.
    const right = await deliver(orderId, oldPin);
    expect([right.statusCode, right.json().code]).toEqual([423, 'LOCKED']);
    expect((await post(t, 'cancel-order', customer.token, { order_id: orderId })).statusCode).toBe(409);
    expect(
      (await post(t, `partner/orders/${orderId}/reject`, staff.token, { reason: 'Stuck' })).statusCode,
    ).toBe(409);
    expect((await post(t, 'captain/me', captain.token)).json().data.trip).toMatchObject({
      id: orderId,
      pin_locked: true,
    });

    // Not yet: a minute before the cool-down ends nothing changes.
    clock.advance(PIN_LOCK_COOLDOWN_MS - 60_000);
    await t.app.jobs.runDue();
    const early = await deliver(orderId, oldPin);
    expect([early.statusCode, early.json().message]).toEqual([
      423,
      'Too many wrong PINs. The customer gets a new PIN in 1 minute.',
    ]);
    expect(await alertsOf(orderId)).toEqual([]);

    const heard: string[] = [];
    const stop = t.app.events.subscribe(`captain:${captain.partnerId}`, (m) => heard.push(m.type));
    clock.advance(60_000);
    await t.app.jobs.runDue();
    stop();
    const renewed = await orderRow(t, orderId);
    expect(renewed).toMatchObject({ orderstatusId: 4, pinAttempts: 0, pinLockedAt: null });
    expect(renewed.deliveryPin).toMatch(/^\d{4}$/);
    expect(renewed.deliveryPin).not.toBe(oldPin);
    // The customer is told the new PIN; the captain's app hears that it changed (and reloads).
    const [alert] = await alertsOf(orderId);
    expect(alert?.userId).toBe(customer.user.id);
    expect(alert?.message).toContain(`has a new PIN: ${renewed.deliveryPin}.`);
    expect(alert?.message).toContain('the old PIN no longer works');
    expect(heard).toContain('pin_renewed');
    const event = (await eventsOf(t, orderId)).find((e) => e.type === 'pin_renewed');
    expect(event).toMatchObject({ actorType: 'system', payload: {} });
    const tracking = await post(t, 'get-order-tracking', customer.token, { order_id: orderId });
    expect(tracking.json().data.delivery_pin).toBe(renewed.deliveryPin);
    expect((await post(t, 'captain/me', captain.token)).json().data.trip.pin_locked).toBe(false);

    // The old PIN is now a wrong one, with the tries counted afresh; the new one delivers.
    const old = await deliver(orderId, oldPin);
    expect([old.statusCode, old.json().message]).toEqual([422, 'Wrong PIN. 4 tries left.']);
    const done = await deliver(orderId, renewed.deliveryPin);
    expect(done.statusCode, done.body).toBe(200);
    expect((await orderRow(t, orderId)).orderstatusId).toBe(5);
    expect(await renewalJobs(orderId)).toMatchObject([{ status: 'done', attempts: 1 }]);
    // The job run again (a second process, a retry) changes nothing.
    const ctx = { db: t.handle.db, events: t.app.events, now: clock.now, settings: t.app.config.lifecycle };
    expect(await renewDeliveryPin({ ...ctx, orderId })).toBe(false);
    expect(await alertsOf(orderId)).toHaveLength(1);
  });

  it('at the counter: a pickup order locked twice gets a new PIN twice and is collected', async () => {
    const placed = await placeOrder(t, customer, { method: 'WALLET', deliveryType: 2 });
    await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 10 });
    expect((await post(t, `partner/orders/${placed.id}/ready`, staff.token)).json().data.orderstatus_id).toBe(
      10,
    );
    const pins = [(await orderRow(t, placed.id)).deliveryPin];
    for (let lock = 1; lock <= 2; lock++) {
      const pin = pins.at(-1)!;
      for (let i = 0; i < 5; i++) await handOver(placed.id, otherPin(pin));
      const locked = await handOver(placed.id, pin);
      expect([locked.statusCode, locked.json().message]).toEqual([
        423,
        'Too many wrong PINs. The customer gets a new PIN in 10 minutes.',
      ]);
      clock.advance(PIN_LOCK_COOLDOWN_MS);
      await t.app.jobs.runDue();
      const now = await orderRow(t, placed.id);
      expect(now.pinAttempts).toBe(0);
      expect(now.deliveryPin).not.toBe(pin);
      pins.push(now.deliveryPin);
    }
    const alerts = await alertsOf(placed.id);
    expect(alerts.map((a) => a.message)).toEqual(
      pins
        .slice(1)
        .map(
          (pin) =>
            `Your order ${placed.uniqueOrderId} has a new PIN: ${pin}. Show it at the counter; the old PIN no longer works.`,
        ),
    );
    // One job per lock.
    expect((await renewalJobs(placed.id)).map((j) => j.status)).toEqual(['done', 'done']);
    expect((await handOver(placed.id, pins.at(-1)!)).statusCode).toBe(200);
    expect((await orderRow(t, placed.id)).orderstatusId).toBe(5);
  });

  it('a job on a clock behind the lock fails and is retried; a handover finished meanwhile is left alone', async () => {
    const orderId = await orderOnTheWay();
    const pin = (await orderRow(t, orderId)).deliveryPin;
    for (let i = 0; i < 5; i++) await deliver(orderId, otherPin(pin));
    const ctx = { db: t.handle.db, events: t.app.events, now: clock.now, settings: t.app.config.lifecycle };
    await expect(renewDeliveryPin({ ...ctx, orderId })).rejects.toThrow('has not run out yet');
    expect((await orderRow(t, orderId)).deliveryPin).toBe(pin);
    clock.advance(PIN_LOCK_COOLDOWN_MS);
    expect(await renewDeliveryPin({ ...ctx, orderId })).toBe(true);
    const [job] = await renewalJobs(orderId);
    await t.app.jobs.runDue();
    // The queued job found the PIN already new: nothing more for the customer.
    expect((await renewalJobs(orderId))[0]).toMatchObject({ id: job!.id, status: 'done' });
    expect(await alertsOf(orderId)).toHaveLength(1);
  });
});
