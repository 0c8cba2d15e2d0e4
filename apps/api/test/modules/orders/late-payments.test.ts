// Online payments that end without the customer: the order that expires unpaid tells the customer,
// and a payment captured after that (or a second capture of a paid order) is recorded, refunded through
// the gateway and explained, while the provider's webhook gets a 2xx so it stops resending.
import { schema } from '@khabar/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_EXPIRY_MS } from '../../../src/modules/lifecycle/index.ts';
import { expirePayment } from '../../../src/modules/payments/expire-payment.ts';
import { testClock } from '../../helpers/accounts.ts';
import {
  logInStaff,
  newCustomer,
  orderRow,
  payOrder,
  placeOrder,
  post,
  refundsOf,
  type Session,
} from '../../helpers/lifecycle.ts';
import { sendPaymentWebhook, signWithSandboxKey, walletOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t?.close());

const webhook = (event: string, entity: object, eventId: string) =>
  sendPaymentWebhook(t, event, entity, eventId);

const verify = (customer: Session, providerOrderId: string, paymentId: string) =>
  post(t, 'verify-payment', customer.token, {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signWithSandboxKey(`${providerOrderId}|${paymentId}`),
  });

const alertsOf = (userId: number) =>
  t.handle.db
    .select()
    .from(schema.notifications)
    .where(eq(schema.notifications.userId, userId))
    .orderBy(asc(schema.notifications.id));

const capturesOf = (paymentId: number) =>
  t.handle.db
    .select()
    .from(schema.paymentCaptures)
    .where(eq(schema.paymentCaptures.paymentId, paymentId))
    .orderBy(asc(schema.paymentCaptures.id));

async function paymentOf(orderId: number) {
  const [p] = await t.handle.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
  return p!;
}

describe('an online order nobody pays', () => {
  it('expires after 30 minutes and tells the customer, with the wallet part back', async () => {
    const customer = await newCustomer(t, '9330003001', 2_000);
    const placed = await placeOrder(t, customer, { method: 'RAZORPAY', partialWallet: true, unpaid: true });
    expect((await walletOf(t, customer.user.id)).balance).toBe(0);
    clock.advance(31 * 60_000);
    await t.app.jobs.runDue();
    expect((await paymentOf(placed.id)).status).toBe('failed');
    expect(await walletOf(t, customer.user.id)).toEqual({ balance: 2_000, ledgerSum: 2_000 });
    const alerts = await alertsOf(customer.user.id);
    expect(alerts.map((a) => [a.title, a.orderId])).toEqual([['Payment not received', placed.id]]);
    expect(alerts[0]!.message).toBe(
      `Order ${placed.uniqueOrderId} was not placed: its payment did not arrive within 30 minutes. The ₹20.00 from your wallet is back in your wallet.`,
    );
    // The alerts screen shows it.
    const listed = await post(t, 'get-user-notifications', customer.token, {});
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json())).toContain('Payment not received');
  });
});

describe('an order waiting for its online payment', () => {
  it('has its payment set to expire 30 minutes after it was placed, once', async () => {
    const customer = await newCustomer(t, '9330003010', 0);
    const placed = await placeOrder(t, customer, { method: 'RAZORPAY', unpaid: true });
    const payment = await paymentOf(placed.id);
    const jobs = await t.handle.db
      .select({ runAt: schema.jobs.runAt, payload: schema.jobs.payload })
      .from(schema.jobs)
      .where(eq(schema.jobs.singletonKey, `expire-payment:${payment.id}`));
    expect(jobs).toEqual([
      { runAt: new Date(clock.now().getTime() + PAYMENT_EXPIRY_MS), payload: { paymentId: payment.id } },
    ]);
  });
});

describe('a process whose clock runs behind', () => {
  it('does not expire a payment before its 30 minutes, and expires it at exactly 30', async () => {
    const customer = await newCustomer(t, '9330003009', 2_000);
    const placed = await placeOrder(t, customer, { method: 'RAZORPAY', partialWallet: true, unpaid: true });
    const payment = await paymentOf(placed.id);
    const at = (ms: number) => () => new Date(payment.createdAt.getTime() + ms);
    // The job runner retries a job that throws: the payment waits for a clock that has caught up.
    await expect(
      expirePayment({ db: t.handle.db, now: at(PAYMENT_EXPIRY_MS - 1), paymentId: payment.id }),
    ).rejects.toThrow('payment not due to expire yet');
    expect((await paymentOf(placed.id)).status).toBe('created');
    expect((await walletOf(t, customer.user.id)).balance).toBe(0);
    await expirePayment({ db: t.handle.db, now: at(PAYMENT_EXPIRY_MS), paymentId: payment.id });
    expect((await paymentOf(placed.id)).status).toBe('failed');
    expect((await walletOf(t, customer.user.id)).balance).toBe(2_000);
    // A second run (the job retried after a crash) finds nothing left to do.
    await expirePayment({ db: t.handle.db, now: at(PAYMENT_EXPIRY_MS + 1), paymentId: payment.id });
    expect(await walletOf(t, customer.user.id)).toEqual({ balance: 2_000, ledgerSum: 2_000 });
  });
});

describe('a payment captured after its order expired', () => {
  it('is recorded, refunded through the gateway once, and explained; the webhook gets 200', async () => {
    const customer = await newCustomer(t, '9330003002');
    const placed = await placeOrder(t, customer, { method: 'RAZORPAY', unpaid: true });
    clock.advance(31 * 60_000);
    await t.app.jobs.runDue();
    const payment = await paymentOf(placed.id);
    expect(payment.status).toBe('failed');

    const entity = { id: 'pay_late_0001', order_id: placed.providerOrderId, amount: payment.amountPaise };
    const late = await webhook('payment.captured', entity, 'evt_late_1');
    expect(late.statusCode, late.body).toBe(200);
    // Redelivered under another event id, and confirmed by the checkout: still one capture, one refund.
    expect((await webhook('payment.captured', entity, 'evt_late_2')).statusCode).toBe(200);
    const verified = await verify(customer, placed.providerOrderId!, 'pay_late_0001');
    expect(verified.statusCode, verified.body).toBe(409);
    expect(verified.json()).toMatchObject({ code: 'CONFLICT', refunded: true, order_id: placed.id });
    expect(verified.json().message).toContain('is being refunded to your original payment method');
    expect(verified.json().message).toContain(placed.uniqueOrderId);

    expect(await capturesOf(payment.id)).toMatchObject([
      { providerPaymentId: 'pay_late_0001', amountPaise: payment.amountPaise, outcome: 'refunded' },
    ]);
    expect(await refundsOf(t, placed.id)).toMatchObject([
      {
        method: 'gateway',
        amountPaise: payment.amountPaise,
        providerPaymentId: 'pay_late_0001',
        status: 'pending',
      },
    ]);
    // The order stays given up: never sent to the restaurant.
    expect((await orderRow(t, placed.id)).orderstatusId).toBe(0);
    expect((await paymentOf(placed.id)).status).toBe('failed');

    await t.app.jobs.runDue();
    expect((await refundsOf(t, placed.id))[0]).toMatchObject({
      status: 'processed',
      providerRefundId: expect.stringMatching(/^rfnd_sbx_/),
    });
    const alerts = (await alertsOf(customer.user.id)).map((a) => a.title);
    expect(alerts).toEqual(['Payment not received', 'Refund started', 'Refunded']);
    const started = (await alertsOf(customer.user.id))[1]!;
    expect(started.message).toContain('arrived after order');
    expect(started.message).toContain('is being refunded');
  });

  it('when verify-payment comes first, it says the payment was refunded, and the webhook then changes nothing', async () => {
    const customer = await newCustomer(t, '9330003003');
    const placed = await placeOrder(t, customer, { method: 'RAZORPAY', unpaid: true });
    clock.advance(31 * 60_000);
    await t.app.jobs.runDue();
    const verified = await verify(customer, placed.providerOrderId!, 'pay_late_0002');
    expect(verified.statusCode, verified.body).toBe(409);
    expect(verified.json().refunded).toBe(true);
    const payment = await paymentOf(placed.id);
    const again = await webhook(
      'payment.captured',
      { id: 'pay_late_0002', order_id: placed.providerOrderId, amount: payment.amountPaise },
      'evt_late_3',
    );
    expect(again.statusCode).toBe(200);
    expect(await refundsOf(t, placed.id)).toHaveLength(1);
    expect(await capturesOf(payment.id)).toHaveLength(1);
  });
});

describe('a second capture of a paid order', () => {
  it('is refunded, and the order’s own refund on a later cancel still happens', async () => {
    const customer = await newCustomer(t, '9330003004');
    const placed = await placeOrder(t, customer, { method: 'RAZORPAY' });
    const payment = await paymentOf(placed.id);
    expect(payment.status).toBe('paid');
    const second = await webhook(
      'payment.captured',
      { id: 'pay_twice_0001', order_id: placed.providerOrderId, amount: payment.amountPaise },
      'evt_twice_1',
    );
    expect(second.statusCode, second.body).toBe(200);
    // The first capture's replay is not a second one.
    await payOrder(t, customer, placed);
    expect((await capturesOf(payment.id)).map((c) => [c.providerPaymentId, c.outcome])).toEqual([
      [`pay_test_${placed.id}`, 'settled'],
      ['pay_twice_0001', 'refunded'],
    ]);
    expect((await orderRow(t, placed.id)).orderstatusId).toBe(1);

    const staff = await logInStaff(t, placed.restaurantId);
    const rejected = await post(t, `partner/orders/${placed.id}/reject`, staff.token, {
      reason: 'Kitchen closed',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const gatewayRefunds = (await refundsOf(t, placed.id)).filter((r) => r.method === 'gateway');
    expect(gatewayRefunds.map((r) => r.providerPaymentId).sort()).toEqual(
      [`pay_test_${placed.id}`, 'pay_twice_0001'].sort(),
    );
    const [job] = await t.handle.db
      .select()
      .from(schema.jobs)
      .where(and(eq(schema.jobs.name, 'gateway-refund'), eq(schema.jobs.status, 'pending')));
    expect(job).toBeDefined();
  });
});
