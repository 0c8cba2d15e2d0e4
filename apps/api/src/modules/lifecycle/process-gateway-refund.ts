// The gateway part of a refund, run by a durable job after the cancel committed: the provider call is
// made outside any transaction, and its answer is recorded once (a guarded update on the pending row).
// A provider failure throws, so the job runner retries with back-off; the last failure marks the
// refund failed for support to see.
import { type Db, schema } from '@khabar/db';
import { and, eq } from 'drizzle-orm';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import { insertAlert, refundAlert } from './customer-alerts.ts';
import { type Outbox, publishOutbox } from './order-outbox.ts';
import { GATEWAY_REFUND_ATTEMPTS, recordRefunded } from './refund-order.ts';

export async function processGatewayRefund(input: {
  db: Db;
  events: EventBus;
  now: () => Date;
  gateway: PaymentGateway;
  refundId: number;
  attempt: number;
}): Promise<void> {
  const { db, refundId } = input;
  const [refund] = await db.select().from(schema.refunds).where(eq(schema.refunds.id, refundId));
  if (refund?.status !== 'pending' || !refund.providerPaymentId) return;
  let providerRefundId: string;
  try {
    ({ providerRefundId } = await input.gateway.refund({
      providerPaymentId: refund.providerPaymentId,
      amountPaise: refund.amountPaise,
      receipt: `refund-${refund.id}`,
    }));
  } catch (err) {
    if (input.attempt >= GATEWAY_REFUND_ATTEMPTS) {
      await db
        .update(schema.refunds)
        .set({ status: 'failed' })
        .where(and(eq(schema.refunds.id, refundId), eq(schema.refunds.status, 'pending')));
    }
    throw err;
  }
  const at = input.now();
  const outbox: Outbox = [];
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(schema.refunds)
      .set({ status: 'processed', providerRefundId, processedAt: at })
      .where(and(eq(schema.refunds.id, refundId), eq(schema.refunds.status, 'pending')))
      .returning();
    if (!done) return;
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, done.orderId));
    if (!order) return;
    await insertAlert({
      tx,
      input: {
        userId: order.userId,
        orderId: order.id,
        ...refundAlert({
          method: 'gateway',
          stage: 'processed',
          amountPaise: done.amountPaise,
          uniqueOrderId: order.uniqueOrderId,
        }),
        at,
      },
    });
    await recordRefunded({ tx, outbox, order, method: 'gateway', amountPaise: done.amountPaise, at });
  });
  await publishOutbox({ events: input.events, outbox });
}
