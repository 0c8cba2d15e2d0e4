// An open captain offer that ends because its order went elsewhere (issue 23 item 9): taken by another
// rider (the demo autopilot's, in the walk that found it) or cancelled. The captain it was offered to
// is told at once ('offer_closed' on their channel, which makes their app read captain/me again), and
// captain/me no longer carries it; before, the card stayed until its countdown ran out and Decline got
// a 409.
import { schema } from '@khabar/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../../src/adapters/events/event-bus.ts';
import { assignCaptain, lifecycleContextOf } from '../../../src/modules/lifecycle/index.ts';
import { testClock } from '../../helpers/accounts.ts';
import {
  logInCaptain,
  logInStaff,
  newCustomer,
  onDutyAt,
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
/** One of the autopilot's own riders (decision 041), free: not the one carrying the seeded order. */
let rider: number;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  customer = await newCustomer(t, '9330007001', 1_000_000);
  const first = await placeOrder(t, customer, { method: 'WALLET' });
  staff = await logInStaff(t, first.restaurantId);
  captain = await logInCaptain(t, 1);
  const [r] = await t.handle.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, first.restaurantId));
  await onDutyAt(t, captain, r!.latitude, r!.longitude);
  const [other] = await t.handle.db
    .select({ id: schema.deliveryPartners.id })
    .from(schema.deliveryPartners)
    .where(eq(schema.deliveryPartners.autopilotRider, true))
    .orderBy(desc(schema.deliveryPartners.id))
    .limit(1);
  rider = other!.id;
});
afterAll(() => t?.close());

/** An order accepted by the restaurant and offered to the captain; what the captain's channel hears. */
async function offeredOrder() {
  const placed = await placeOrder(t, customer, { method: 'WALLET' });
  expect(
    (await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 20 })).statusCode,
  ).toBe(200);
  await t.app.jobs.runDue();
  const offer = (await post(t, 'captain/me', captain.token)).json().data.offer;
  expect(offer.order.id).toBe(placed.id);
  const heard: BusMessage[] = [];
  const stop = t.app.events.subscribe(`captain:${captain.partnerId}`, (m) => heard.push(m));
  return { placed, offer: offer as { id: number }, heard, stop };
}

describe('an open offer whose order goes elsewhere', () => {
  it('is closed for its captain at once when another rider is assigned the order', async () => {
    const { placed, offer, heard, stop } = await offeredOrder();
    await assignCaptain({
      ...lifecycleContextOf(t.app),
      orderId: placed.id,
      partnerId: rider,
      actor: { type: 'system' },
    });
    stop();
    expect(heard.find((m) => m.type === 'offer_closed')).toMatchObject({
      orderId: placed.id,
      payload: { offer_id: offer.id, status: 'expired' },
    });
    expect((await post(t, 'captain/me', captain.token)).json().data.offer).toBeNull();
    expect((await post(t, `captain/offers/${offer.id}/decline`, captain.token)).statusCode).toBe(409);
  });

  it('is closed for its captain at once when the customer cancels', async () => {
    clock.advance(60_000);
    const { placed, offer, heard, stop } = await offeredOrder();
    expect((await post(t, 'cancel-order', customer.token, { order_id: placed.id })).statusCode).toBe(200);
    stop();
    expect(heard.find((m) => m.type === 'offer_closed')).toMatchObject({
      orderId: placed.id,
      payload: { offer_id: offer.id, status: 'expired' },
    });
    expect((await post(t, 'captain/me', captain.token)).json().data.offer).toBeNull();
  });
});
