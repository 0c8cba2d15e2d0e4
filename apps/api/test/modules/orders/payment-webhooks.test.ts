// The gateway's webhook, one rule at a time: only a signed body is read, only a JSON object is taken,
// an event id is acted on once, `payment.captured` and `order.paid` pay the order, a sandbox
// `payment.failed` ends it, and anything else is acknowledged and ignored.
import { createHmac } from 'node:crypto';
import { schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, orderRow, placeOrder, refundsOf, type Session } from '../../helpers/lifecycle.ts';
import { sendPaymentWebhook } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let customer: Session;
beforeAll(async () => {
  t = await createTestApp({ now: () => LUNCH_TIME });
  customer = await newCustomer(t, '9332000001');
});
afterAll(() => t?.close());

/** An online order left waiting for its payment (status 0), and what the gateway would say paid it. */
async function unpaidOrder() {
  const placed = await placeOrder(t, customer, { method: 'RAZORPAY', unpaid: true });
  const [payment] = await t.handle.db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.orderId, placed.id));
  return {
    id: placed.id,
    entity: { id: `pay_${placed.id}`, order_id: placed.providerOrderId!, amount: payment!.amountPaise },
  };
}

async function paymentStatusOf(orderId: number) {
  const [payment] = await t.handle.db
    .select({ status: schema.payments.status })
    .from(schema.payments)
    .where(eq(schema.payments.orderId, orderId));
  return payment?.status;
}

/** A body posted to the webhook with the given signature header (or none). */
const postRaw = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-razorpay-signature': signature }),
    },
    payload,
  });

const sandboxSignature = (payload: string) =>
  createHmac(
    'sha256',
    createHmac('sha256', 'khabar-development-otp-secret').update('sandbox-webhook-secret').digest('hex'),
  )
    .update(payload)
    .digest('hex');

describe('the payment webhook', () => {
  it('reads nothing without a valid signature: the order stays unpaid', async () => {
    const order = await unpaidOrder();
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: order.entity } },
    });
    for (const signature of [undefined, '', 'f'.repeat(64), sandboxSignature(`${body} `)]) {
      const res = await postRaw(body, signature);
      expect(res.statusCode, String(signature)).toBe(401);
    }
    expect((await orderRow(t, order.id)).orderstatusId).toBe(0);
  });

  it('takes only a JSON object, even signed', async () => {
    for (const body of ['[]', '"paid"', 'null', '42']) {
      const res = await postRaw(body, sandboxSignature(body));
      expect(res.statusCode, body).toBe(400);
      expect(res.json().message).toBe('A webhook body is a JSON object');
    }
  });

  it.each(['payment.captured', 'order.paid'])('%s pays the order, once per event id', async (event) => {
    const order = await unpaidOrder();
    const eventId = `evt_${event}_${order.id}`;
    expect((await sendPaymentWebhook(t, event, order.entity, eventId)).json()).toEqual({ success: true });
    expect((await orderRow(t, order.id)).orderstatusId).toBe(1);
    // The provider resends: the same id is acknowledged as a duplicate and recorded once.
    expect((await sendPaymentWebhook(t, event, order.entity, eventId)).json()).toEqual({
      success: true,
      duplicate: true,
    });
    const stored = await t.handle.db
      .select()
      .from(schema.paymentWebhookEvents)
      .where(eq(schema.paymentWebhookEvents.eventId, eventId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.provider).toBe('sandbox');
  });

  it('a capture told again under a new event id changes nothing; told with another amount, it is refused', async () => {
    const order = await unpaidOrder();
    const paid = order.entity.amount;
    expect(
      (await sendPaymentWebhook(t, 'payment.captured', order.entity, `evt_a_${order.id}`)).json(),
    ).toEqual({
      success: true,
    });
    // Both ends report a capture, and both retry: the same payment again pays nothing twice.
    expect((await sendPaymentWebhook(t, 'order.paid', order.entity, `evt_b_${order.id}`)).statusCode).toBe(
      200,
    );
    const other = await sendPaymentWebhook(
      t,
      'payment.captured',
      { ...order.entity, amount: paid + 100 },
      `evt_c_${order.id}`,
    );
    expect(other.json()).toMatchObject({ message: 'The amount paid does not match the order.' });
    const captures = await t.handle.db
      .select()
      .from(schema.paymentCaptures)
      .innerJoin(schema.payments, eq(schema.payments.id, schema.paymentCaptures.paymentId))
      .where(eq(schema.payments.orderId, order.id));
    expect(captures.map((r) => [r.payment_captures.amountPaise, r.payment_captures.outcome])).toEqual([
      [paid, 'settled'],
    ]);
    expect(await refundsOf(t, order.id)).toEqual([]);
    expect((await orderRow(t, order.id)).orderstatusId).toBe(1);
  });

  it('the sandbox’s payment.failed ends the order; an event nobody acts on changes nothing', async () => {
    const ignored = await unpaidOrder();
    for (const event of ['payment.authorized', 'refund.created']) {
      const res = await sendPaymentWebhook(t, event, ignored.entity, `evt_${event}_${ignored.id}`);
      expect(res.json()).toEqual({ success: true });
    }
    expect((await orderRow(t, ignored.id)).orderstatusId).toBe(0);
    expect(await paymentStatusOf(ignored.id)).toBe('created');

    // The order itself stays at 0, never sent to the restaurant; its payment is over.
    const failed = await unpaidOrder();
    await sendPaymentWebhook(t, 'payment.failed', failed.entity, `evt_failed_${failed.id}`);
    expect((await orderRow(t, failed.id)).orderstatusId).toBe(0);
    expect(await paymentStatusOf(failed.id)).toBe('failed');
  });

  it('a body that is not a payment event is acknowledged, kept for the record, and pays nothing', async () => {
    const order = await unpaidOrder();
    const res = await sendPaymentWebhook(
      t,
      'payment.captured',
      { id: '', order_id: order.entity.order_id, amount: 0 },
      'evt_shapeless',
    );
    expect(res.json()).toEqual({ success: true });
    expect((await orderRow(t, order.id)).orderstatusId).toBe(0);
    const [stored] = await t.handle.db
      .select()
      .from(schema.paymentWebhookEvents)
      .where(eq(schema.paymentWebhookEvents.eventId, 'evt_shapeless'));
    expect(stored?.payload).toMatchObject({ event: 'payment.captured' });
  });
});
