// Second guards: rules a service keeps although an earlier check (the route's own lookup, the job's run
// time, the state machine) always stops such a request first. Through HTTP they are never reached, so a
// change that drops one would pass every other test; these call the services directly, as a job, a
// retried request or a future caller would, and fail if the guard goes.
import { schema } from '@khabar/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/errors/app-error.ts';
import {
  acceptOrder,
  autoCancelOrder,
  cancelOrder,
  type LifecycleContext,
  lifecycleContextOf,
  type Outbox,
  rejectOrder,
} from '../../../src/modules/lifecycle/index.ts';
import { refundOrder } from '../../../src/modules/lifecycle/refund-order.ts';
import { testClock } from '../../helpers/accounts.ts';
import {
  eventsOf,
  logInStaff,
  newCustomer,
  orderRow,
  payOrder,
  placeOrder,
  refundsOf,
  type Session,
} from '../../helpers/lifecycle.ts';
import { walletOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME);
let t: TestApp;
let customer: Session;
let otherCustomer: Session;
let staff: Session;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  customer = await newCustomer(t, '9330009001', 500_000);
  otherCustomer = await newCustomer(t, '9330009002', 500_000);
  const first = await placeOrder(t, customer, { method: 'COD' });
  staff = await logInStaff(t, first.restaurantId);
});
afterAll(() => t?.close());

/** What a route or job hands a lifecycle service, on the test's clock unless `now` says otherwise. */
const lifecycle = (now: () => Date = clock.now): LifecycleContext => ({ ...lifecycleContextOf(t.app), now });

/** The AppError a service call was refused with (fails the test if it was not refused). */
async function refusalOf(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    const { code, message } = err as AppError;
    return { code, message };
  }
  throw new Error('the call was not refused');
}

const alertsOf = (userId: number, orderId: number) =>
  t.handle.db
    .select({ title: schema.notifications.title })
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.orderId, orderId)))
    .orderBy(asc(schema.notifications.id));

const jobsNamed = (name: string, key: string) =>
  t.handle.db
    .select()
    .from(schema.jobs)
    .where(and(eq(schema.jobs.name, name), eq(schema.jobs.singletonKey, key)));

describe('a refund happens once per way, however often it is asked for', () => {
  it('refunding the same cancelled order twice credits the wallet once and starts one gateway refund', async () => {
    const thrifty = await newCustomer(t, '9330009003', 5_000);
    const placed = await placeOrder(t, thrifty, { method: 'RAZORPAY', partialWallet: true });
    const at = clock.now();
    // Cancelled without its refund yet (as if the cancel's refund were about to run): the two calls
    // below are the first refund and a replay of it.
    await t.handle.db
      .update(schema.orders)
      .set({ orderstatusId: 6, cancelledAt: at, cancelledBy: 'system', cancelReason: 'Test' })
      .where(eq(schema.orders.id, placed.id));
    const order = await orderRow(t, placed.id);
    expect(order.walletPaise).toBe(5_000);
    expect(order.payablePaise).toBeGreaterThan(0);
    expect((await walletOf(t, thrifty.user.id)).balance).toBe(0);

    const refundOnce = () =>
      t.handle.db.transaction(async (tx) => {
        const outbox: Outbox = [];
        await refundOrder({ tx, order, at, reason: 'Test', outbox });
        return outbox;
      });
    const first = await refundOnce();
    const second = await refundOnce();

    expect(first.map((e) => e.message.type)).toEqual(['refunded']);
    expect(second).toEqual([]);
    const wallet = await walletOf(t, thrifty.user.id);
    expect(wallet.balance).toBe(5_000);
    expect(wallet.ledgerSum).toBe(wallet.balance);
    const refundLedger = await t.handle.db
      .select()
      .from(schema.walletTransactions)
      .where(
        and(eq(schema.walletTransactions.orderId, placed.id), eq(schema.walletTransactions.type, 'deposit')),
      );
    expect(refundLedger).toMatchObject([
      { amountPaise: 5_000, description: `Refund for order ${order.uniqueOrderId}` },
    ]);
    const refunds = await refundsOf(t, placed.id);
    expect(refunds).toMatchObject([
      { method: 'wallet', amountPaise: 5_000, status: 'processed' },
      { method: 'gateway', amountPaise: order.payablePaise, status: 'pending' },
    ]);
    const titles = (await alertsOf(thrifty.user.id, placed.id)).map((a) => a.title);
    expect(titles.filter((title) => title === 'Refunded')).toHaveLength(1);
    expect(titles.filter((title) => title === 'Refund started')).toHaveLength(1);
    expect((await eventsOf(t, placed.id)).filter((e) => e.type === 'refunded')).toHaveLength(1);
    const gatewayJobs = await t.handle.db
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.name, 'gateway-refund'));
    expect(
      gatewayJobs.filter((j) => refunds.some((r) => r.id === (j.payload as { refundId: number }).refundId)),
    ).toHaveLength(1);
  });
});

describe('the acceptance window is never cut short', () => {
  it('an auto-cancel run a millisecond before the window ends cancels nothing and is retried; at the end it cancels and refunds', async () => {
    const before = await walletOf(t, customer.user.id);
    const placed = await placeOrder(t, customer, { method: 'WALLET' });
    const placedAt = (await orderRow(t, placed.id)).placedAt!;
    const due = placedAt.getTime() + t.app.config.lifecycle.acceptWindowSeconds * 1000;

    // The service itself, on a clock 1 ms short of the window's end.
    const early = await refusalOf(
      autoCancelOrder({ ...lifecycle(() => new Date(due - 1)), orderId: placed.id }),
    );
    expect(early).toEqual({ code: 'UNAVAILABLE', message: 'The acceptance window is still open.' });
    expect(await orderRow(t, placed.id)).toMatchObject({ orderstatusId: 1, cancelledAt: null });
    expect((await eventsOf(t, placed.id)).map((e) => e.type)).toEqual(['placed']);
    expect(await refundsOf(t, placed.id)).toEqual([]);

    // The job, enqueued by a clock ahead of this one: it fails and waits for a later try.
    const key = `auto-cancel:${placed.id}`;
    await t.handle.db.update(schema.jobs).set({ runAt: placedAt }).where(eq(schema.jobs.singletonKey, key));
    clock.advance(due - 1 - clock.now().getTime());
    await t.app.jobs.runDue();
    const [job] = await jobsNamed('auto-cancel', key);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job!.runAt.getTime()).toBeGreaterThan(due - 1);
    expect(job!.lastError).toContain('The acceptance window is still open.');
    expect((await orderRow(t, placed.id)).orderstatusId).toBe(1);

    // At exactly the end it goes.
    const cancelled = await autoCancelOrder({ ...lifecycle(() => new Date(due)), orderId: placed.id });
    expect(cancelled).toMatchObject({ orderstatusId: 6, cancelledBy: 'system' });
    expect(cancelled!.cancelledAt!.getTime()).toBe(due);
    expect((await eventsOf(t, placed.id)).filter((e) => e.type === 'auto_cancelled')).toHaveLength(1);
    expect(await refundsOf(t, placed.id)).toMatchObject([{ method: 'wallet', status: 'processed' }]);
    expect((await walletOf(t, customer.user.id)).balance).toBe(before.balance);
  });
});

describe('an order is acted on only by those it belongs to', () => {
  it('another customer cannot cancel someone’s order: "Order not found", and nothing changes', async () => {
    const placed = await placeOrder(t, customer, { method: 'WALLET' });
    const walletBefore = await walletOf(t, customer.user.id);

    const refused = await refusalOf(
      cancelOrder({ ...lifecycle(), orderId: placed.id, userId: otherCustomer.user.id }),
    );
    expect(refused).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
    expect(await orderRow(t, placed.id)).toMatchObject({
      orderstatusId: 1,
      cancelledAt: null,
      cancelledBy: null,
    });
    expect((await eventsOf(t, placed.id)).map((e) => e.type)).toEqual(['placed']);
    expect(await refundsOf(t, placed.id)).toEqual([]);
    expect(await walletOf(t, customer.user.id)).toEqual(walletBefore);

    // Its own customer can.
    const cancelled = await cancelOrder({ ...lifecycle(), orderId: placed.id, userId: customer.user.id });
    expect(cancelled).toMatchObject({ orderstatusId: 6, cancelledBy: 'customer' });
  });

  it('a restaurant cannot accept or reject an online order still awaiting payment; once paid it can', async () => {
    const actor = { type: 'restaurant', userId: staff.user.id } as const;
    const toAccept = await placeOrder(t, customer, { method: 'RAZORPAY', unpaid: true });
    const toReject = await placeOrder(t, customer, { method: 'RAZORPAY', unpaid: true });
    expect((await orderRow(t, toAccept.id)).orderstatusId).toBe(0);
    expect(toAccept.restaurantId).toBe((await orderRow(t, toReject.id)).restaurantId);

    expect(
      await refusalOf(acceptOrder({ ...lifecycle(), orderId: toAccept.id, actor, preparationMin: 15 })),
    ).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
    expect(
      await refusalOf(rejectOrder({ ...lifecycle(), orderId: toReject.id, actor, reason: 'Too busy' })),
    ).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
    for (const placed of [toAccept, toReject]) {
      expect(await orderRow(t, placed.id)).toMatchObject({
        orderstatusId: 0,
        acceptedAt: null,
        cancelledAt: null,
        cancelReason: null,
        handledByPerson: false,
      });
      expect((await eventsOf(t, placed.id)).map((e) => e.type)).toEqual(['placed']);
      expect(await refundsOf(t, placed.id)).toEqual([]);
    }
    expect(await jobsNamed('dispatch-order', `dispatch-order:${toAccept.id}:accepted`)).toEqual([]);

    // Paid: the same staff may now take or refuse them.
    await payOrder(t, customer, toAccept);
    await payOrder(t, customer, toReject);
    const accepted = await acceptOrder({ ...lifecycle(), orderId: toAccept.id, actor, preparationMin: 15 });
    expect(accepted).toMatchObject({ orderstatusId: 2, preparationMin: 15 });
    const rejected = await rejectOrder({ ...lifecycle(), orderId: toReject.id, actor, reason: 'Too busy' });
    expect(rejected).toMatchObject({ orderstatusId: 6, cancelReason: 'Too busy', cancelledBy: 'restaurant' });
  });
});
