// The operators' live stream (decision 035): every order event reaches support and admins through the
// lifecycle's own outbox (no stand-in writes), small (no payload, so no PIN); a reconnect replays what
// it missed; captains' positions arrive live for the map; nobody else may open it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../helpers/accounts.ts';
import {
  logInCaptain,
  logInStaff,
  newCustomer,
  onDutyAt,
  placeOrder,
  post,
  type Session,
} from '../../helpers/lifecycle.ts';
import { listen, openStream } from '../../helpers/streams.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let base: string;
let admin: Session;
let support: Session;
let customer: Session;
let staff: Session;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330030001');
  const placed = await placeOrder(t, customer, { method: 'COD' });
  staff = await logInStaff(t, placed.restaurantId);
});
afterAll(() => t?.close());

const url = () => `${base}/api/admin/ops/events`;

describe('the ops stream', () => {
  it('is refused to a customer, restaurant staff and a captain (403) and to nobody (401)', async () => {
    const captain = await logInCaptain(t, 3);
    for (const who of [customer, staff, captain]) {
      const s = await openStream(url(), who.token);
      expect(s.status).toBe(403);
      expect(s.body).toMatchObject({ success: false });
    }
    expect((await openStream(url(), null)).status).toBe(401);
  });

  it('brings a support agent every status change as it happens, and replays them after a drop', async () => {
    const s = await openStream(url(), support.token);
    expect(s.status).toBe(200);
    await s.nextComment();
    const placed = await placeOrder(t, customer, { method: 'COD' });
    const first = await s.next('placed');
    expect(first).toMatchObject({ order_id: placed.id, status_id: 1, payload: {} });
    const accepted = await post(t, `partner/orders/${placed.id}/accept`, staff.token, {
      preparation_min: 20,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const step = await s.next('accepted');
    expect(step).toMatchObject({ order_id: placed.id, status_id: 2, payload: {} });
    expect(step.sseId).toBe(String(step.id));
    s.close();

    const ready = await post(t, `partner/orders/${placed.id}/ready`, staff.token);
    expect(ready.statusCode, ready.body).toBe(200);
    const again = await openStream(url(), admin.token, step.id!);
    const missed = await again.next();
    expect(missed).toMatchObject({ order_id: placed.id, type: 'ready' });
    again.close();
  });

  it('brings the map each captain’s position and duty as they change', async () => {
    const s = await openStream(url(), support.token);
    await s.nextComment();
    const captain = await logInCaptain(t, 4);
    await onDutyAt(t, captain, 22.55, 88.35);
    const duty = await s.next('captain_duty');
    expect(duty.payload).toEqual({ captain_id: captain.partnerId, on_duty: true });
    const fix = await s.next('captain_position');
    expect(fix).toMatchObject({ id: null });
    expect(fix.payload).toMatchObject({ captain_id: captain.partnerId, latitude: 22.55, longitude: 88.35 });
    s.close();
  });

  // How fast is npm run bench's (scripts/bench/board-bench.ts): here, that none is lost or late to come.
  it('hears each of 40 status changes, in the order they were made, once', async () => {
    const s = await openStream(url(), support.token);
    await s.nextComment();
    const orders = [];
    for (let i = 0; i < 40; i++) orders.push(await placeOrder(t, customer, { method: 'COD' }));
    for (const placed of orders) {
      const res = await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 20 });
      expect(res.statusCode, res.body).toBe(200);
      // Another order's acceptance first would be one out of turn, or one heard twice.
      expect((await s.next('accepted')).order_id).toBe(placed.id);
    }
    s.close();
  });
});
