// The support actions on one order (issue 25, decision 033), through the real HTTP calls on a real
// database: who may call them (support, admin; the admin-only one; everyone else 401/403), what the
// edge refuses (a reason of 10,000 characters or with a NUL byte, bad ids), what a wrong state says
// (409 naming the status), two agents at once (exactly one wins), the refund exactly once (the wallet
// balance and its ledger checked), the captain's app told, the order's event and the audit entry.
import { schema } from '@khabar/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../../src/adapters/events/event-bus.ts';
import { createSandboxGateway } from '../../../src/adapters/payments/sandbox-gateway.ts';
import { logIn, testClock } from '../../helpers/accounts.ts';
import {
  eventsOf,
  logInCaptain,
  logInStaff,
  newCustomer,
  onDutyAt,
  orderRow,
  placeOrder,
  post,
  refundsOf,
  type Session,
} from '../../helpers/lifecycle.ts';
import { walletOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME);
// The sandbox gateway, except that refunds fail while `gatewayDown` is set (an outage).
const sandbox = createSandboxGateway('khabar-development-otp-secret');
let gatewayDown = false;
const gateway = {
  ...sandbox,
  async refund(input: Parameters<typeof sandbox.refund>[0]) {
    if (gatewayDown) throw new Error('gateway unavailable');
    return sandbox.refund(input);
  },
};

type Captain = Awaited<ReturnType<typeof logInCaptain>>;
let t: TestApp;
let admin: Session;
let support: Session;
let customer: Session;
let staff: Session;
let captains: Captain[];
let restaurant: { lat: number; lng: number };

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, gateway });
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330025001', 100_000_00);
  const first = await placeOrder(t, customer, { method: 'COD' });
  staff = await logInStaff(t, first.restaurantId);
  await post(t, `partner/orders/${first.id}/reject`, staff.token, { reason: 'Closing early' });
  const [r] = await t.handle.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, first.restaurantId));
  restaurant = { lat: r!.latitude, lng: r!.longitude };
  captains = [];
  for (const i of [1, 2, 3, 4]) {
    const c = await logInCaptain(t, i);
    await onDutyAt(t, c, restaurant.lat + 0.001 * i, restaurant.lng);
    captains.push(c);
  }
});
afterAll(() => t?.close());

const act = (orderId: number, path: string, who: Session | null, body: object = {}) =>
  post(t, `admin/orders/${orderId}/${path}`, who?.token ?? null, body);
const REASON = { reason: 'Customer called: the rider is not answering' };
const captainOf = (partnerId: number) => captains.find((c) => c.partnerId === partnerId)!;

async function auditOf(orderId: number) {
  return t.handle.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entity, 'order'), eq(schema.auditLog.entityId, String(orderId))))
    .orderBy(asc(schema.auditLog.id));
}

async function alertsOf(orderId: number) {
  return t.handle.db
    .select({ title: schema.notifications.title, message: schema.notifications.message })
    .from(schema.notifications)
    .where(eq(schema.notifications.orderId, orderId))
    .orderBy(asc(schema.notifications.id));
}

/** Accepted by the kitchen (status 2) and offered to the nearest free captain. */
async function preparing(method: 'WALLET' | 'COD' | 'RAZORPAY' = 'WALLET') {
  const placed = await placeOrder(t, customer, { method });
  const res = await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 15 });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.jobs.runDue();
  return placed;
}

/** Taken by the captain it was offered to (status 3); that captain. */
async function assigned(method: 'WALLET' | 'COD' | 'RAZORPAY' = 'WALLET') {
  const placed = await preparing(method);
  const [offer] = await t.handle.db
    .select()
    .from(schema.captainOffers)
    .where(and(eq(schema.captainOffers.orderId, placed.id), eq(schema.captainOffers.status, 'offered')));
  const captain = captainOf(offer!.deliveryPartnerId);
  const res = await post(t, `captain/offers/${offer!.id}/accept`, captain.token);
  expect(res.statusCode, res.body).toBe(200);
  return { ...placed, captain };
}

/** Picked up (status 4). */
async function onTheWay(method: 'WALLET' | 'COD' | 'RAZORPAY' = 'WALLET') {
  const o = await assigned(method);
  expect((await post(t, `partner/orders/${o.id}/ready`, staff.token)).statusCode).toBe(200);
  expect((await post(t, `captain/orders/${o.id}/pick-up`, o.captain.token)).statusCode).toBe(200);
  return o;
}

/** Delivers an order (from status 3 or 4) so its captain is free again. */
async function finish(o: { id: number; captain: Captain }) {
  let row = await orderRow(t, o.id);
  if (row.orderstatusId === 3) {
    if (!row.readyAt)
      expect((await post(t, `partner/orders/${o.id}/ready`, staff.token)).statusCode).toBe(200);
    const up = await post(t, `captain/orders/${o.id}/pick-up`, o.captain.token);
    expect(up.statusCode, up.body).toBe(200);
    row = await orderRow(t, o.id);
  }
  const res = await post(t, `captain/orders/${o.id}/deliver`, o.captain.token, { pin: row.deliveryPin });
  expect(res.statusCode, res.body).toBe(200);
}

describe('who may act', () => {
  it('refuses no login (401), a customer, restaurant staff and a captain (403), and changes nothing', async () => {
    const o = await preparing();
    const captain = captains[0]!;
    const calls: [string, object][] = [
      ['support', {}],
      ['cancel', { ...REASON, fault: 'platform' }],
      ['reassign-captain', { ...REASON, captain_id: captain.partnerId, current_captain_id: null }],
      ['unassign-captain', REASON],
      ['redispatch', REASON],
      ['unlock-pin', REASON],
      ['mark-delivered', REASON],
      ['refunds/1/retry', REASON],
      ['refunds/1/settle-to-wallet', REASON],
    ];
    for (const [path, body] of calls) {
      expect((await act(o.id, path, null, body)).statusCode, path).toBe(401);
      for (const who of [customer, staff, captain]) {
        const res = await act(o.id, path, who, body);
        expect(res.statusCode, `${path} ${res.body}`).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    }
    expect((await orderRow(t, o.id)).orderstatusId).toBe(2);
    expect(await auditOf(o.id)).toEqual([]);
    expect((await eventsOf(t, o.id)).filter((e) => e.actorType === 'operator')).toEqual([]);
  });

  it('shows support the actions of its level, and an admin marking delivered too', async () => {
    const o = await onTheWay('COD');
    const seen = async (who: Session) => {
      const res = await act(o.id, 'support', who);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const bySupport = await seen(support);
    expect(bySupport).toMatchObject({
      id: o.id,
      orderstatus_id: 4,
      captain: { id: o.captain.partnerId },
      pin_locked: false,
      actions: ['cancel'],
    });
    expect((await seen(admin)).actions).toEqual(['cancel', 'mark_delivered']);
    await finish(o);
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await act(2_000_000, 'cancel', support, { ...REASON, fault: 'platform' });
    expect(res.statusCode).toBe(404);
    expect((await act(2_000_000, 'support', support)).statusCode).toBe(404);
  });
});

describe('the edge', () => {
  it('refuses a bad reason, fault or id with 400 naming the field, and changes nothing', async () => {
    const o = await preparing();
    const bad: [string, object, string][] = [
      ['cancel', { fault: 'platform' }, 'reason'],
      ['cancel', { reason: 'no', fault: 'platform' }, 'reason'],
      ['cancel', { reason: 'x'.repeat(10_000), fault: 'platform' }, 'reason'],
      ['cancel', { reason: 'bad\u0000byte', fault: 'platform' }, 'reason'],
      ['cancel', { reason: 'bell \u0007 rings', fault: 'platform' }, 'reason'],
      ['cancel', { ...REASON, fault: 'nobody' }, 'fault'],
      ['cancel', { ...REASON }, 'fault'],
      ['reassign-captain', { ...REASON, captain_id: 1e21, current_captain_id: null }, 'captain_id'],
      ['reassign-captain', { ...REASON, captain_id: '0x10', current_captain_id: null }, 'captain_id'],
      ['unlock-pin', { reason: 42 }, 'reason'],
    ];
    for (const [path, body, field] of bad) {
      const res = await act(o.id, path, support, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body).slice(0, 60)} ${res.body}`).toBe(400);
      expect(res.body).toContain(field);
    }
    for (const id of ['abc', '0', '1e21', '99999999999']) {
      const res = await post(t, `admin/orders/${id}/cancel`, support.token, { ...REASON, fault: 'platform' });
      expect(res.statusCode, id).toBe(400);
    }
    const res = await post(t, `admin/orders/${o.id}/refunds/x/retry`, support.token, REASON);
    expect(res.statusCode).toBe(400);
    expect((await orderRow(t, o.id)).orderstatusId).toBe(2);
    expect(await auditOf(o.id)).toEqual([]);
  });
});

describe('cancel', () => {
  it('cancels a wallet order before delivery with the fault; the wallet gets the money back once', async () => {
    const o = await onTheWay('WALLET');
    const row = await orderRow(t, o.id);
    const before = await walletOf(t, customer.user.id);
    const heard: BusMessage[] = [];
    const off = t.app.events.subscribe(`captain:${o.captain.partnerId}`, (m) => heard.push(m));
    const res = await act(o.id, 'cancel', support, { ...REASON, fault: 'captain' });
    off();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toContain('is cancelled');
    expect(res.json().data.order).toMatchObject({ orderstatus_id: 6, actions: [] });
    expect(await orderRow(t, o.id)).toMatchObject({
      orderstatusId: 6,
      cancelledBy: 'operator',
      cancelFault: 'captain',
      cancelReason: REASON.reason,
    });
    const after = await walletOf(t, customer.user.id);
    expect(after.balance).toBe(before.balance + row.walletPaise);
    expect(after.ledgerSum).toBe(after.balance);
    expect(await refundsOf(t, o.id)).toMatchObject([{ method: 'wallet', amountPaise: row.walletPaise }]);
    const [event] = (await eventsOf(t, o.id)).filter((e) => e.type === 'cancelled');
    expect(event).toMatchObject({ actorType: 'operator', actorId: support.user.id, statusId: 6 });
    expect(event!.payload).toMatchObject({ reason: REASON.reason, fault: 'captain' });
    // The captain carrying it hears it at once (their app drops the trip).
    expect(heard.map((m) => m.type)).toContain('cancelled');
    const audit = await auditOf(o.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: support.user.id,
      actorRole: 'support',
      action: 'order.cancel',
    });
    expect(audit[0]!.after).toMatchObject({ orderstatus_id: 6, reason: REASON.reason, fault: 'captain' });
    expect((await alertsOf(o.id)).map((a) => a.title)).toEqual(
      expect.arrayContaining(['Order cancelled', 'Refunded']),
    );

    // Again: 409 naming where the order is, nothing more refunded or audited.
    const again = await act(o.id, 'cancel', admin, { ...REASON, fault: 'platform' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order can no longer be cancelled: it is "Cancelled" now.');
    expect((await walletOf(t, customer.user.id)).balance).toBe(after.balance);
    expect(await auditOf(o.id)).toHaveLength(1);
  });

  it('two agents cancelling at once: exactly one 200, the other 409, one refund', async () => {
    const o = await preparing('WALLET');
    const row = await orderRow(t, o.id);
    const before = await walletOf(t, customer.user.id);
    const results = await Promise.all([
      act(o.id, 'cancel', support, { ...REASON, fault: 'restaurant' }),
      act(o.id, 'cancel', admin, { ...REASON, fault: 'customer' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toContain('"Cancelled"');
    expect((await walletOf(t, customer.user.id)).balance).toBe(before.balance + row.walletPaise);
    expect(await refundsOf(t, o.id)).toHaveLength(1);
    expect(await auditOf(o.id)).toHaveLength(1);
    expect((await eventsOf(t, o.id)).filter((e) => e.type === 'cancelled')).toHaveLength(1);
  });

  it('starts the gateway refund of an online order once, and refuses a delivered order', async () => {
    const o = await preparing('RAZORPAY');
    expect((await act(o.id, 'cancel', support, { ...REASON, fault: 'platform' })).statusCode).toBe(200);
    expect(await refundsOf(t, o.id)).toMatchObject([{ method: 'gateway', status: 'pending' }]);
    await t.app.jobs.runDue();
    expect(await refundsOf(t, o.id)).toMatchObject([{ method: 'gateway', status: 'processed' }]);

    const done = await onTheWay('COD');
    await finish(done);
    const res = await act(done.id, 'cancel', support, { ...REASON, fault: 'platform' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This order can no longer be cancelled: it is "Delivered" now.');
    expect(await auditOf(done.id)).toEqual([]);
  });
});

describe('the captain', () => {
  it('reassigns to a chosen captain: the old one loses the trip, the new one has it', async () => {
    const o = await assigned('COD');
    const other = captains.find((c) => c.partnerId !== o.captain.partnerId)!;
    const heard: BusMessage[] = [];
    const off = t.app.events.subscribe(`captain:${o.captain.partnerId}`, (m) => heard.push(m));
    const res = await act(o.id, 'reassign-captain', support, {
      ...REASON,
      captain_id: other.partnerId,
      current_captain_id: o.captain.partnerId,
    });
    off();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.order).toMatchObject({ orderstatus_id: 3, captain: { id: other.partnerId } });
    expect(heard.map((m) => m.type)).toContain('reassigned');
    expect((await post(t, 'captain/me', o.captain.token)).json().data.trip).toBeNull();
    expect((await post(t, 'captain/me', other.token)).json().data.trip).toMatchObject({ id: o.id });
    const [event] = (await eventsOf(t, o.id)).filter((e) => e.type === 'reassigned');
    expect(event).toMatchObject({ actorType: 'operator', statusId: 3 });
    expect((await auditOf(o.id)).map((a) => a.action)).toEqual(['order.reassign_captain']);
    expect((await alertsOf(o.id)).map((a) => a.title)).toContain('Rider changed');

    // A stale view (the captain it names is no longer the order's): 409, nothing changed.
    const stale = await act(o.id, 'reassign-captain', admin, {
      ...REASON,
      captain_id: o.captain.partnerId,
      current_captain_id: o.captain.partnerId,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('changed meanwhile');
    expect((await orderRow(t, o.id)).deliveryPartnerId).toBe(other.partnerId);
    await finish({ id: o.id, captain: other });
  });

  it('two agents moving one order at once: exactly one wins', async () => {
    const o = await assigned('COD');
    const [b, c] = captains.filter((x) => x.partnerId !== o.captain.partnerId);
    const results = await Promise.all(
      [b!, c!].map((to, i) =>
        act(o.id, 'reassign-captain', i ? admin : support, {
          ...REASON,
          captain_id: to.partnerId,
          current_captain_id: o.captain.partnerId,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(o.id)).toHaveLength(1);
    const winner = (await orderRow(t, o.id)).deliveryPartnerId!;
    expect([b!.partnerId, c!.partnerId]).toContain(winner);
    await finish({ id: o.id, captain: captainOf(winner) });
  });

  it('refuses a captain who is carrying another order, and one off duty', async () => {
    const busy = await assigned('COD');
    const o = await assigned('COD');
    const res = await act(o.id, 'reassign-captain', support, {
      ...REASON,
      captain_id: busy.captain.partnerId,
      current_captain_id: o.captain.partnerId,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This captain is carrying another order.');
    const idle = captains.find(
      (c) => c.partnerId !== busy.captain.partnerId && c.partnerId !== o.captain.partnerId,
    )!;
    await post(t, 'captain/duty', idle.token, { on_duty: false });
    const off = await act(o.id, 'reassign-captain', support, {
      ...REASON,
      captain_id: idle.partnerId,
      current_captain_id: o.captain.partnerId,
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('This captain is off duty.');
    await onDutyAt(t, idle, restaurant.lat + 0.01, restaurant.lng);
    expect(await auditOf(o.id)).toEqual([]);
    await finish(busy);
    await finish(o);
  });

  it('takes the order off its captain: their app is told, and the next captain is offered it', async () => {
    const o = await assigned('COD');
    const heard: BusMessage[] = [];
    const off = t.app.events.subscribe(`captain:${o.captain.partnerId}`, (m) => heard.push(m));
    const res = await act(o.id, 'unassign-captain', support, REASON);
    off();
    expect(res.statusCode, res.body).toBe(200);
    expect(heard.map((m) => m.type)).toContain('unassigned');
    const data = res.json().data;
    expect(data.order).toMatchObject({ orderstatus_id: 2, captain: null });
    expect(data.order.offered_to).not.toBeNull();
    expect(data.order.offered_to.id).not.toBe(o.captain.partnerId);
    expect(data.message).toContain(`offered to ${data.order.offered_to.name}`);
    expect((await post(t, 'captain/me', o.captain.token)).json().data.trip).toBeNull();
    expect(await orderRow(t, o.id)).toMatchObject({
      orderstatusId: 2,
      deliveryPartnerId: null,
      assignedAt: null,
    });
    // At status 2 there is no captain to take it off.
    const again = await act(o.id, 'unassign-captain', admin, REASON);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This order can no longer be taken off its captain: it is "Preparing Food" now.',
    );
    expect((await auditOf(o.id)).map((a) => a.action)).toEqual(['order.unassign_captain']);
    await cancelQuietly(o.id);
  });

  it('offers an order waiting for a captain to the next one', async () => {
    const o = await preparing('COD');
    const first = (await act(o.id, 'support', support)).json().data.offered_to;
    expect(first).not.toBeNull();
    const res = await act(o.id, 'redispatch', support, REASON);
    expect(res.statusCode, res.body).toBe(200);
    const next = res.json().data.order.offered_to;
    expect(next).not.toBeNull();
    expect(next.id).not.toBe(first.id);
    expect((await post(t, 'captain/me', captainOf(first.id).token)).json().data.offer).toBeNull();
    expect((await eventsOf(t, o.id)).filter((e) => e.type === 'redispatched')).toHaveLength(1);
    await cancelQuietly(o.id);
  });
});

async function cancelQuietly(orderId: number) {
  const res = await act(orderId, 'cancel', admin, { reason: 'Test clean-up', fault: 'platform' });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a locked delivery PIN', () => {
  it('is unlocked once; the customer is told the PIN again; the captain then delivers', async () => {
    const o = await onTheWay('COD');
    const row = await orderRow(t, o.id);
    const wrong = row.deliveryPin === '0000' ? '1111' : '0000';
    expect((await act(o.id, 'unlock-pin', support, REASON)).statusCode).toBe(409);
    for (let i = 0; i < 5; i++)
      await post(t, `captain/orders/${o.id}/deliver`, o.captain.token, { pin: wrong });
    expect((await act(o.id, 'support', support)).json().data).toMatchObject({
      pin_locked: true,
      actions: ['cancel', 'unlock_pin'],
    });
    const results = await Promise.all([
      act(o.id, 'unlock-pin', support, REASON),
      act(o.id, 'unlock-pin', admin, REASON),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      'The delivery PIN is not locked: there is nothing to unlock.',
    );
    expect(await orderRow(t, o.id)).toMatchObject({
      pinAttempts: 0,
      pinLockedAt: null,
      deliveryPin: row.deliveryPin,
    });
    const alerts = await alertsOf(o.id);
    expect(alerts.at(-1)).toMatchObject({ title: 'Your delivery PIN' });
    expect(alerts.at(-1)!.message).toContain(row.deliveryPin);
    // The PIN is never in the event or the audit log.
    const [event] = (await eventsOf(t, o.id)).filter((e) => e.type === 'pin_unlocked');
    expect(JSON.stringify(event)).not.toContain(`"${row.deliveryPin}"`);
    expect(JSON.stringify(await auditOf(o.id))).not.toContain(row.deliveryPin);
    expect((await auditOf(o.id)).map((a) => a.action)).toEqual(['order.unlock_pin']);
    await finish(o);
  });
});

describe('mark delivered', () => {
  it('is for an admin only: support gets 403 and nothing changes', async () => {
    const o = await onTheWay('COD');
    const refused = await act(o.id, 'mark-delivered', support, REASON);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only an admin can do this.');
    expect((await orderRow(t, o.id)).orderstatusId).toBe(4);
    expect(await auditOf(o.id)).toEqual([]);
    const res = await act(o.id, 'mark-delivered', admin, { reason: "Captain's phone died at the door" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(t, o.id)).toMatchObject({ orderstatusId: 5 });
    expect((await orderRow(t, o.id)).deliveredAt).not.toBeNull();
    const [event] = (await eventsOf(t, o.id)).filter((e) => e.type === 'delivered');
    expect(event).toMatchObject({ actorType: 'operator', actorId: admin.user.id, statusId: 5 });
    expect(await auditOf(o.id)).toMatchObject([{ action: 'order.mark_delivered', actorRole: 'admin' }]);
    expect((await post(t, 'captain/me', o.captain.token)).json().data.trip).toBeNull();
  });

  it('refuses an order not on the way with 409 naming its status', async () => {
    const o = await preparing('COD');
    const res = await act(o.id, 'mark-delivered', admin, REASON);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This order can no longer be marked delivered: it is "Preparing Food" now.',
    );
    await cancelQuietly(o.id);
  });
});

describe('a failed gateway refund', () => {
  /** An online order cancelled while the gateway is down, its refund tried to the end: failed. */
  async function failedRefund() {
    const o = await preparing('RAZORPAY');
    gatewayDown = true;
    try {
      expect((await act(o.id, 'cancel', support, { ...REASON, fault: 'restaurant' })).statusCode).toBe(200);
      for (let i = 0; i < 12; i++) {
        await t.app.jobs.runDue();
        clock.advance(6 * 60 * 60_000);
      }
    } finally {
      gatewayDown = false;
    }
    const [refund] = await refundsOf(t, o.id);
    expect(refund).toMatchObject({ method: 'gateway', status: 'failed' });
    return { ...o, refund: refund! };
  }

  it('is settled to the wallet exactly once; a retry or a second settle after it is 409', async () => {
    const o = await failedRefund();
    expect((await act(o.id, 'support', support)).json().data.actions).toEqual([
      'retry_refund',
      'settle_refund_to_wallet',
    ]);
    const before = await walletOf(t, customer.user.id);
    const results = await Promise.all([
      act(o.id, `refunds/${o.refund.id}/settle-to-wallet`, support, REASON),
      act(o.id, `refunds/${o.refund.id}/settle-to-wallet`, admin, REASON),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      "This refund is not failed: it was paid into the customer's wallet already.",
    );
    const after = await walletOf(t, customer.user.id);
    expect(after.balance).toBe(before.balance + o.refund.amountPaise);
    expect(after.ledgerSum).toBe(after.balance);
    const retry = await act(o.id, `refunds/${o.refund.id}/retry`, support, REASON);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(
      "This refund is not failed: it was paid into the customer's wallet already.",
    );
    expect((await walletOf(t, customer.user.id)).balance).toBe(after.balance);
    expect(await refundsOf(t, o.id)).toMatchObject([{ status: 'settled_to_wallet' }]);
    expect((await auditOf(o.id)).map((a) => a.action)).toEqual([
      'order.cancel',
      'order.settle_refund_to_wallet',
    ]);
    // The customer's order reads it as money back in the wallet.
    const details = await post(t, 'get-order-details', customer.token, { order_id: o.id });
    expect(JSON.stringify(details.json())).toContain('"method":"wallet"');
  });

  it('is retried through the gateway once; the refund is then paid back, and a settle after it is 409', async () => {
    const o = await failedRefund();
    const results = await Promise.all([
      act(o.id, `refunds/${o.refund.id}/retry`, support, REASON),
      act(o.id, `refunds/${o.refund.id}/retry`, admin, REASON),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      'This refund is not failed: it is being retried with the gateway already.',
    );
    await t.app.jobs.runDue();
    expect(await refundsOf(t, o.id)).toMatchObject([{ status: 'processed' }]);
    const settle = await act(o.id, `refunds/${o.refund.id}/settle-to-wallet`, support, REASON);
    expect(settle.statusCode).toBe(409);
    expect(settle.json().message).toBe('This refund is not failed: the gateway has paid it back already.');
    expect((await eventsOf(t, o.id)).filter((e) => e.type === 'refund_retried')).toMatchObject([
      { actorType: 'operator' },
    ]);
  });

  it("refuses another order's refund (404) and a wallet refund (409)", async () => {
    const o = await failedRefund();
    const other = await preparing('WALLET');
    expect((await act(other.id, `refunds/${o.refund.id}/retry`, support, REASON)).statusCode).toBe(404);
    await cancelQuietly(other.id);
    const [walletRefund] = await refundsOf(t, other.id);
    const res = await act(other.id, `refunds/${walletRefund!.id}/retry`, support, REASON);
    expect(res.statusCode).toBe(409);
  });
});

describe('the audit log', () => {
  it('lists the support actions under the order entity for any operator', async () => {
    const res = await post(t, 'admin/audit', support.token, { entity: 'order' });
    expect(res.statusCode, res.body).toBe(200);
    const actions = new Set(res.json().data.entries.map((e: { action: string }) => e.action));
    for (const a of ['order.cancel', 'order.reassign_captain', 'order.unlock_pin', 'order.mark_delivered']) {
      expect(actions).toContain(a);
    }
  });
});
