// A delivery through the lifecycle's real calls, watched on the customer's stream: every step
// arrives as it is committed, in order, with the rider's positions between them, and a customer who
// drops out halfway gets the steps they missed on reconnecting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logInCaptain,
  logInStaff,
  newCustomer,
  onDutyAt,
  orderRow,
  placeOrder,
  post,
} from '../../helpers/lifecycle.ts';
import { listen, openStream } from '../../helpers/streams.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});
afterAll(() => t?.close());

describe('a delivery on the customer’s stream', () => {
  it('shows each step and the rider moving, and replays the steps missed while away', async () => {
    const customer = await newCustomer(t, '9330001101');
    const order = await placeOrder(t, customer, { method: 'COD' });
    const staff = await logInStaff(t, order.restaurantId);
    const captain = await logInCaptain(t, 1);
    const url = `${base}/api/orders/${order.id}/events`;
    const snapshot = (await post(t, 'get-order-tracking', customer.token, { order_id: order.id })).json()
      .data;
    const s = await openStream(url, customer.token, snapshot.last_event_id);

    await post(t, `partner/orders/${order.id}/accept`, staff.token, { preparation_min: 20 });
    expect(await s.next()).toMatchObject({ type: 'accepted', status_id: 2 });
    await onDutyAt(t, captain, 22.5535, 88.3525);
    await t.app.jobs.runDue();
    const offer = (await post(t, 'captain/me', captain.token)).json().data.offer;
    expect(await s.next()).toMatchObject({ type: 'offered' });
    await post(t, `captain/offers/${offer.id}/accept`, captain.token);
    const assigned = await s.next();
    expect(assigned).toMatchObject({ type: 'assigned', status_id: 3 });

    await post(t, 'captain/position', captain.token, { latitude: 22.556, longitude: 88.352, accuracy_m: 9 });
    expect(await s.next()).toMatchObject({ id: null, type: 'position', payload: { latitude: 22.556 } });

    // The customer's phone loses its connection; the captain goes on meanwhile.
    s.close();
    await post(t, `captain/orders/${order.id}/arrive`, captain.token);
    await post(t, `partner/orders/${order.id}/ready`, staff.token);
    await post(t, `captain/orders/${order.id}/pick-up`, captain.token);

    const lastSeen = (await post(t, 'get-order-tracking', customer.token, { order_id: order.id })).json()
      .data;
    const before = lastSeen.last_event_id;
    const assignedId = Number(before) - 3;
    const back = await openStream(url, customer.token, assignedId);
    expect((await back.next()).type).toBe('arrived');
    expect((await back.next()).type).toBe('ready');
    expect(await back.next()).toMatchObject({ type: 'picked_up', status_id: 4, id: before });
    // Back on the stream while the rider rides: the latest position first, then each new one.
    expect(await back.next('position')).toMatchObject({ payload: { latitude: 22.556 } });
    await post(t, 'captain/position', captain.token, { latitude: 22.554, longitude: 88.3524, accuracy_m: 6 });
    expect(await back.next('position')).toMatchObject({ payload: { latitude: 22.554 } });

    const { deliveryPin } = await orderRow(t, order.id);
    await post(t, `captain/orders/${order.id}/deliver`, captain.token, { pin: deliveryPin });
    expect(await back.next('delivered')).toMatchObject({ status_id: 5 });
    back.close();
  });
});
