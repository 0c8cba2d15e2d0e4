// The customer's 2-minute cancel, the restaurant's reject and the acceptance-window auto-cancel, each
// refunding once: the wallet part through the ledger at once, the online part through the gateway by
// a durable job (retried when the gateway fails), cash nothing.
import { schema } from '@khabar/db';
import { formatInr } from '@khabar/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxGateway } from '../../../src/adapters/payments/sandbox-gateway.ts';
import { testClock } from '../../helpers/accounts.ts';
import {
  eventsOf,
  logInCaptain,
  logInStaff,
  newCustomer,
  onDutyAt,
  orderRow,
  payOrder,
  placeOrder,
  post,
  refundsOf,
  type Session,
} from '../../helpers/lifecycle.ts';
import { walletOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME);
// The sandbox, except that the gateway refuses the first two refunds (an outage).
const sandbox = createSandboxGateway('khabar-development-otp-secret');
let refundCalls = 0;
/** A longer outage: the gateway refuses every refund while this is set. */
let gatewayDown = false;
const flakyGateway = {
  ...sandbox,
  async refund(input: Parameters<typeof sandbox.refund>[0]) {
    refundCalls++;
    if (refundCalls <= 2 || gatewayDown) throw new Error('gateway unavailable');
    return sandbox.refund(input);
  },
};

const alertsOf = (userId: number, orderId: number) =>
  t.handle.db
    .select({ title: schema.notifications.title, message: schema.notifications.message })
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.orderId, orderId)))
    .orderBy(asc(schema.notifications.id));

let t: TestApp;
let customer: Session;
let staff: Session;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, gateway: flakyGateway });
  customer = await newCustomer(t, '9330002001', 500_000);
  const first = await placeOrder(t, customer, { method: 'COD' });
  staff = await logInStaff(t, first.restaurantId);
});
afterAll(() => t?.close());

const cancel = (orderId: number, who = customer) => post(t, 'cancel-order', who.token, { order_id: orderId });

describe('the customer cancels within 2 minutes', () => {
  it('may cancel at exactly 2 minutes after placing, not a millisecond later', async () => {
    const onTime = await placeOrder(t, customer, { method: 'COD' });
    const late = await placeOrder(t, customer, { method: 'COD' });
    const details = (await post(t, 'get-order-details', customer.token, { order_id: onTime.id })).json().data;
    expect(details.cancellable_until).toBe(new Date(clock.now().getTime() + 120_000).toISOString());

    clock.advance(120_000);
    const ok = await cancel(onTime.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      orderstatus_id: 6,
      cancel_reason: 'Cancelled by you',
      refunds: [],
    });
    expect(ok.json().resturant_details.name).toEqual(expect.any(String));

    clock.advance(1);
    const refused = await cancel(late.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Orders cannot be cancelled after 2 minutes of booking.');
    expect((await orderRow(t, late.id)).orderstatusId).toBe(1);
    // The details say the same, in the same words, before anyone tries.
    expect(
      (await post(t, 'get-order-details', customer.token, { order_id: late.id })).json().data,
    ).toMatchObject({
      cancellable_until: null,
      cancel_refusal: 'Orders cannot be cancelled after 2 minutes of booking.',
    });
  });

  it('may cancel a preparing order inside the window', async () => {
    const preparing = await placeOrder(t, customer, { method: 'COD' });
    await post(t, `partner/orders/${preparing.id}/accept`, staff.token, { preparation_min: 15 });
    expect((await cancel(preparing.id)).statusCode).toBe(200);
    const [event] = (await eventsOf(t, preparing.id)).filter((e) => e.type === 'cancelled');
    expect(event).toMatchObject({ actorType: 'customer', actorId: customer.user.id, statusId: 6 });
    // The restaurant sees the reason in its history, as the kitchen reads it.
    const history = (
      await post(t, `partner/restaurants/${preparing.restaurantId}/history`, staff.token)
    ).json().data.orders;
    expect(history.find((o: { id: number }) => o.id === preparing.id)).toMatchObject({
      orderstatus_id: 6,
      cancel_reason: 'Cancelled by the customer',
      actions: [],
    });
  });

  it('gives a wallet order back to the wallet once, even when the cancel is sent ten times at once', async () => {
    const before = await walletOf(t, customer.user.id);
    const placed = await placeOrder(t, customer, { method: 'WALLET' });
    const total = (await orderRow(t, placed.id)).totalPaise;
    expect((await walletOf(t, customer.user.id)).balance).toBe(before.balance - total);

    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(placed.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect(await refundsOf(t, placed.id)).toMatchObject([
      { method: 'wallet', amountPaise: total, status: 'processed' },
    ]);
    const after = await walletOf(t, customer.user.id);
    expect(after.balance).toBe(before.balance);
    expect(after.ledgerSum).toBe(after.balance);
    const details = (await post(t, 'get-order-details', customer.token, { order_id: placed.id })).json().data;
    expect(details.refunds).toEqual([
      { method: 'wallet', amount: (total / 100).toFixed(2), status: 'processed' },
    ]);
    const alerts = (await post(t, 'get-user-notifications', customer.token)).json();
    expect(
      alerts
        .filter((a: { order_id: number }) => a.order_id === placed.id)
        .map((a: { data: { title: string } }) => a.data.title)
        .sort(),
    ).toEqual(['Order cancelled', 'Order placed', 'Refunded']);
  });

  it('refunds an online payment through the gateway, retrying until it answers, once', async () => {
    const thrifty = await newCustomer(t, '9330002002', 5_000);
    const placed = await placeOrder(t, thrifty, { method: 'RAZORPAY', partialWallet: true });
    const order = await orderRow(t, placed.id);
    expect(order.walletPaise).toBeGreaterThan(0);
    expect(order.payablePaise).toBeGreaterThan(0);
    expect((await cancel(placed.id, thrifty)).statusCode).toBe(200);
    expect((await walletOf(t, thrifty.user.id)).balance).toBe(5_000);
    expect(await refundsOf(t, placed.id)).toMatchObject([
      { method: 'wallet', amountPaise: order.walletPaise, status: 'processed' },
      {
        method: 'gateway',
        amountPaise: order.payablePaise,
        status: 'pending',
        providerPaymentId: `pay_test_${placed.id}`,
      },
    ]);

    refundCalls = 0;
    await t.app.jobs.runDue(); // the gateway is down
    clock.advance(5_000);
    await t.app.jobs.runDue(); // still down
    expect((await refundsOf(t, placed.id))[1]!.status).toBe('pending');
    clock.advance(10_000);
    await t.app.jobs.runDue(); // answers
    clock.advance(60 * 60_000);
    await t.app.jobs.runDue(); // nothing left to do
    expect(refundCalls).toBe(3);
    const [, gateway] = await refundsOf(t, placed.id);
    expect(gateway).toMatchObject({
      status: 'processed',
      providerRefundId: expect.stringMatching(/^rfnd_sbx_/),
    });
    // One 'refunded' event per way, written alike: the wallet part at the cancel, the gateway's when it answered.
    const refunded = (await eventsOf(t, placed.id)).filter((e) => e.type === 'refunded');
    expect(refunded.map((e) => ({ actor: e.actorType, statusId: e.statusId, payload: e.payload }))).toEqual([
      {
        actor: 'system',
        statusId: null,
        payload: { method: 'wallet', amount_paise: order.walletPaise, status: 'processed' },
      },
      {
        actor: 'system',
        statusId: null,
        payload: { method: 'gateway', amount_paise: order.payablePaise, status: 'processed' },
      },
    ]);
    const [job] = await t.handle.db
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.singletonKey, `gateway-refund:${gateway!.id}`));
    expect(job).toMatchObject({ status: 'done', attempts: 3 });
    const amount = formatInr(order.payablePaise);
    expect((await alertsOf(thrifty.user.id, placed.id)).slice(-1)).toEqual([
      {
        title: 'Refunded',
        message: `${amount} for order ${order.uniqueOrderId} was refunded to your original payment method; banks take 3-4 business days to show it.`,
      },
    ]);
  });

  it('marks the gateway refund failed for support after its last try, and tells nobody it was refunded', async () => {
    const unlucky = await newCustomer(t, '9330002003');
    const placed = await placeOrder(t, unlucky, { method: 'RAZORPAY' });
    expect((await cancel(placed.id, unlucky)).statusCode).toBe(200);
    refundCalls = 10;
    gatewayDown = true;
    try {
      for (let i = 0; i < 12; i++) {
        await t.app.jobs.runDue();
        clock.advance(6 * 60 * 60_000);
      }
    } finally {
      gatewayDown = false;
    }
    const [gateway] = await refundsOf(t, placed.id);
    expect(gateway).toMatchObject({ method: 'gateway', status: 'failed', providerRefundId: null });
    expect(refundCalls).toBe(10 + 8);
    const [job] = await t.handle.db
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.singletonKey, `gateway-refund:${gateway!.id}`));
    expect(job).toMatchObject({ status: 'failed', attempts: 8 });
    expect((await eventsOf(t, placed.id)).filter((e) => e.type === 'refunded')).toEqual([]);
    const titles = (await alertsOf(unlucky.user.id, placed.id)).map((a) => a.title);
    expect(titles).toContain('Refund started');
    expect(titles).not.toContain('Refunded');
  });

  it('has nothing to refund for cash', async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    expect((await cancel(placed.id)).statusCode).toBe(200);
    expect(await refundsOf(t, placed.id)).toEqual([]);
  });
});

describe('between a rider being assigned and the end of the 2 minutes (decision 028)', () => {
  /** A rider takes `orderId`: the restaurant accepts, the one captain on duty accepts the offer. */
  async function riderTakes(orderId: number) {
    await post(t, `partner/orders/${orderId}/accept`, staff.token, { preparation_min: 15 });
    await t.app.jobs.runDue();
    const me = (await post(t, 'captain/me', rider.token)).json().data;
    expect(me.offer?.order.id).toBe(orderId);
    const taken = await post(t, `captain/offers/${me.offer.id}/accept`, rider.token);
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await orderRow(t, orderId)).orderstatusId).toBe(3);
  }
  /** The rider picks up (if not yet) and delivers, free for the next test's order. */
  async function finishTrip(orderId: number) {
    if ((await orderRow(t, orderId)).orderstatusId === 3) {
      expect((await post(t, `captain/orders/${orderId}/pick-up`, rider.token)).statusCode).toBe(200);
    }
    const pin = (await orderRow(t, orderId)).deliveryPin;
    expect((await post(t, `captain/orders/${orderId}/deliver`, rider.token, { pin })).statusCode).toBe(200);
  }
  let rider: Awaited<ReturnType<typeof logInCaptain>>;
  beforeAll(async () => {
    rider = await logInCaptain(t, 3);
    await onDutyAt(t, rider, 22.5535, 88.3525);
  });

  it('lets the customer cancel with a rider assigned inside the window; the rider is freed and told', async () => {
    const placed = await placeOrder(t, customer, { method: 'WALLET' });
    clock.advance(25_000);
    await riderTakes(placed.id);
    const details = (await post(t, 'get-order-details', customer.token, { order_id: placed.id })).json().data;
    expect(details).toMatchObject({ orderstatus_id: 3, cancel_refusal: null });
    expect(Date.parse(details.cancellable_until)).toBe(clock.now().getTime() + 95_000);

    const ok = await cancel(placed.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ orderstatus_id: 6, cancellable_until: null });
    expect((await refundsOf(t, placed.id)).map((r) => r.method)).toEqual(['wallet']);
    // The captain's app has no trip any more, and the cancel is on the captain's channel.
    expect((await post(t, 'captain/me', rider.token)).json().data.trip).toBeNull();
    const [event] = (await eventsOf(t, placed.id)).filter((e) => e.type === 'cancelled');
    expect(event).toMatchObject({ actorType: 'customer', statusId: 6 });
    // Free for the next order at once.
    const next = await placeOrder(t, customer, { method: 'COD' });
    await riderTakes(next.id);
    await finishTrip(next.id);
  });

  it('refuses after the 2 minutes even with a rider assigned, and says why in the details first', async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    await riderTakes(placed.id);
    clock.advance(120_001);
    const details = (await post(t, 'get-order-details', customer.token, { order_id: placed.id })).json().data;
    expect(details).toMatchObject({
      cancellable_until: null,
      cancel_refusal: 'Orders cannot be cancelled after 2 minutes of booking.',
    });
    const refused = await cancel(placed.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: details.cancel_refusal,
    });
    expect((await orderRow(t, placed.id)).orderstatusId).toBe(3);
    await finishTrip(placed.id);
  });

  it('refuses once the food has left the restaurant, inside the window, with that reason', async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    await riderTakes(placed.id);
    expect((await post(t, `captain/orders/${placed.id}/pick-up`, rider.token)).statusCode).toBe(200);
    const reason = 'Your food is already on its way, so the order can no longer be cancelled.';
    const details = (await post(t, 'get-order-details', customer.token, { order_id: placed.id })).json().data;
    expect(details).toMatchObject({ orderstatus_id: 4, cancellable_until: null, cancel_refusal: reason });
    const refused = await cancel(placed.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(reason);
    await finishTrip(placed.id);
  });

  it("refuses another customer's order as not found, whatever its window", async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    const stranger = await newCustomer(t, '9330002009');
    const res = await cancel(placed.id, stranger);
    expect(res.statusCode).toBe(404);
    expect((await orderRow(t, placed.id)).orderstatusId).toBe(1);
    expect((await cancel(placed.id)).statusCode).toBe(200);
  });
});

describe('the restaurant rejects, or does not answer in time', () => {
  it('rejects with a reason the customer is told, and refunds', async () => {
    const placed = await placeOrder(t, customer, { method: 'WALLET' });
    const res = await post(t, `partner/orders/${placed.id}/reject`, staff.token, {
      reason: 'Kitchen closed early',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ orderstatus_id: 6, cancel_reason: 'Kitchen closed early' });
    expect((await refundsOf(t, placed.id)).map((r) => r.method)).toEqual(['wallet']);
    const alerts = (await post(t, 'get-user-notifications', customer.token)).json();
    expect(alerts.map((a: { data: { message: string } }) => a.data.message)).toContainEqual(
      expect.stringContaining(`could not take your order ${placed.uniqueOrderId}: Kitchen closed early`),
    );
  });

  it('auto-cancels an order not accepted within the window, once, with the refund and an alert saying why', async () => {
    const before = await walletOf(t, customer.user.id);
    const waiting = await placeOrder(t, customer, { method: 'WALLET' });
    const accepted = await placeOrder(t, customer, { method: 'WALLET' });
    await post(t, `partner/orders/${accepted.id}/accept`, staff.token, { preparation_min: 15 });

    clock.advance(119_000);
    await t.app.jobs.runDue();
    expect((await orderRow(t, waiting.id)).orderstatusId).toBe(1);
    clock.advance(1_000);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const done = await orderRow(t, waiting.id);
    expect(done).toMatchObject({ orderstatusId: 6, cancelledBy: 'system' });
    expect((await eventsOf(t, waiting.id)).filter((e) => e.type === 'auto_cancelled')).toHaveLength(1);
    expect(await refundsOf(t, waiting.id)).toHaveLength(1);
    expect((await orderRow(t, accepted.id)).orderstatusId).toBe(2);
    const after = await walletOf(t, customer.user.id);
    expect(after.balance).toBe(before.balance - (await orderRow(t, accepted.id)).totalPaise);
    expect(after.ledgerSum).toBe(after.balance);
    const alerts = (await post(t, 'get-user-notifications', customer.token)).json();
    expect(
      alerts.find(
        (a: { order_id: number; data: { title: string } }) =>
          a.order_id === waiting.id && a.data.title === 'Order cancelled',
      ).data.message,
    ).toContain('did not accept');
  });

  it('starts the window when an online order is paid, not when it was created', async () => {
    const placed = await placeOrder(t, customer, { method: 'RAZORPAY', unpaid: true });
    clock.advance(10 * 60_000);
    await t.app.jobs.runDue();
    expect((await orderRow(t, placed.id)).orderstatusId).toBe(0);
    // Paid now: the window runs from here.
    await payOrder(t, customer, placed);
    expect((await orderRow(t, placed.id)).placedAt).toEqual(clock.now());
    clock.advance(60_000);
    expect((await cancel(placed.id)).statusCode).toBe(200);
    expect((await eventsOf(t, placed.id)).map((e) => e.type)).toEqual(['placed', 'paid', 'cancelled']);
  });
});
