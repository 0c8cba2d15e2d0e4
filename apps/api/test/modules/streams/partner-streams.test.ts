// The consoles' streams: a restaurant's staff hear every order of their restaurant, a captain hears
// the orders they carry; nobody else may open them, and neither ever receives the delivery PIN.
import { schema } from '@khabar/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../helpers/accounts.ts';
import { dishesOf } from '../../helpers/orders.ts';
import { listen, makeCaptain, openStream, placeCashOrder, recordEvent } from '../../helpers/streams.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let base: string;
let customer: { token: string };
let staff: { token: string };
let captainUser: { token: string };
let stranger: { token: string };
let restaurantId: number;
let partnerId: number;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  customer = await signUp(t.app, '9330000051', 'Ananya Sen');
  const staffAccount = await signUp(t.app, '7330000052', 'Kitchen Manager');
  staff = staffAccount;
  const captainAccount = await signUp(t.app, '6330000053', 'Bikash Mondal');
  captainUser = captainAccount;
  stranger = await signUp(t.app, '9330000054', 'Rohan Das');
  restaurantId = (await dishesOf(t, 'aminia-darbar')).restaurantId;
  await t.handle.db.insert(schema.restaurantStaff).values({ userId: staffAccount.user.id, restaurantId });
  partnerId = (await makeCaptain(t, captainAccount.user.id)).id;
});
afterAll(() => t?.close());

const restaurantUrl = (id: number | string = restaurantId) => `${base}/api/partner/restaurants/${id}/events`;

describe('the restaurant console’s stream', () => {
  it('is for the restaurant’s staff only: others get "Restaurant not found"', async () => {
    for (const who of [customer, captainUser, stranger]) {
      const s = await openStream(restaurantUrl(), who.token);
      expect(s.status).toBe(404);
      expect(s.body).toMatchObject({ message: 'Restaurant not found' });
    }
    const otherRestaurant = await openStream(restaurantUrl(restaurantId + 1), staff.token);
    expect(otherRestaurant.status).toBe(404);
    expect((await openStream(restaurantUrl(), null)).status).toBe(401);
    expect((await openStream(restaurantUrl('x'), staff.token)).status).toBe(400);
  });

  it('brings a new order and its steps without a refresh, and replays them after a drop', async () => {
    const s = await openStream(restaurantUrl(), staff.token);
    await s.nextComment();
    const orderId = await placeCashOrder(t, customer.token);
    const placed = await s.next();
    expect(placed).toMatchObject({ type: 'placed', order_id: orderId, status_id: 1 });
    s.close();
    const accepted = await recordEvent(t, { orderId, type: 'accepted', statusId: 2 });
    const again = await openStream(restaurantUrl(), staff.token, placed.id!);
    expect(await again.next()).toMatchObject({ id: accepted, type: 'accepted' });
    again.close();
  });

  it('never passes on a PIN a payload carries', async () => {
    const s = await openStream(restaurantUrl(), staff.token);
    await s.nextComment();
    const orderId = await placeCashOrder(t, customer.token);
    await recordEvent(t, {
      orderId,
      type: 'pin_failed',
      statusId: null,
      payload: { pin: '1234', tries_left: 4 },
    });
    const e = await s.next('pin_failed');
    expect(e.payload).toEqual({ tries_left: 4 });
    s.close();
  });
});

describe('the captain’s stream', () => {
  const captainUrl = () => `${base}/api/captain/events`;

  it('is for captains only', async () => {
    for (const who of [customer, staff, stranger])
      expect((await openStream(captainUrl(), who.token)).status).toBe(404);
    expect((await openStream(captainUrl(), null)).status).toBe(401);
  });

  it('brings an offer to the captain it is for, and the steps of the order they carry', async () => {
    const s = await openStream(captainUrl(), captainUser.token);
    await s.nextComment();
    const orderId = await placeCashOrder(t, customer.token);
    await t.app.events.publish(`captain:${partnerId}`, {
      eventId: null,
      type: 'offer',
      orderId,
      statusId: null,
      payload: { offer_id: 1, expires_at: new Date().toISOString() },
      at: new Date().toISOString(),
    });
    expect(await s.next()).toMatchObject({ type: 'offer', order_id: orderId, payload: { offer_id: 1 } });
    const assigned = await recordEvent(t, {
      orderId,
      type: 'assigned',
      statusId: 3,
      actor: 'captain',
      set: { deliveryPartnerId: partnerId },
    });
    expect(await s.next()).toMatchObject({ id: assigned, type: 'assigned', status_id: 3 });
    s.close();
    // Back after a drop: the log has the order's later steps for this captain.
    const picked = await recordEvent(t, { orderId, type: 'picked_up', statusId: 4, actor: 'captain' });
    const again = await openStream(captainUrl(), captainUser.token, assigned);
    expect(await again.next()).toMatchObject({ id: picked, type: 'picked_up' });
    again.close();
  });
});
