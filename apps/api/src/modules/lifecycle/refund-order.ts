// Money back for an order, exactly once per way: a unique refunds row per order and method (wallet,
// gateway) is the guard, so a cancel retried, raced or replayed cannot refund twice. Runs inside the
// caller's transaction (the cancel's): the wallet part is credited there through the ledger; the
// online part is recorded as pending with a durable job that asks the gateway after the commit.
import { type Db, schema } from '@khabar/db';
import { and, eq, sql } from 'drizzle-orm';
import { enqueueJob } from '../jobs/index.ts';
import { type Alert, insertAlert, refundAlert } from './customer-alerts.ts';
import type { OrderRow } from './lifecycle-context.ts';
import { type Outbox, recordOrderEvent } from './order-outbox.ts';

export interface RefundInput {
  tx: Db;
  order: OrderRow;
  at: Date;
  reason: string;
  /** Where the 'refunded' event's bus message goes after the commit (optional for callers without one). */
  outbox?: Outbox;
}

/** Refunds what a cancelled order took: its wallet part and its paid online part. Cash: nothing. */
export async function refundOrder(input: RefundInput): Promise<void> {
  await refundWalletPart(input);
  const [payment] = await input.tx
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, input.order.id), eq(schema.payments.status, 'paid')));
  if (payment?.providerPaymentId) {
    await startGatewayRefund({
      ...input,
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId,
      amountPaise: payment.amountPaise,
    });
  }
}

/**
 * Pays a refund into the customer's wallet: the balance, its ledger line and the customer's alert, in
 * the caller's transaction. The caller guards it to once (a refunds row, or a refund leaving 'failed').
 * Credit the platform gives (a complaint's refund) carries `expiresAt` (the policy's 30 days); a
 * cancelled order's own money given back does not expire. Returns the ledger line's id.
 */
export async function payRefundIntoWallet({
  tx,
  order,
  amountPaise,
  at,
  expiresAt,
}: {
  tx: Db;
  order: Pick<OrderRow, 'id' | 'userId' | 'uniqueOrderId'>;
  amountPaise: number;
  at: Date;
  expiresAt?: Date;
}): Promise<number> {
  const [user] = await tx
    .update(schema.users)
    .set({ walletBalancePaise: sql`${schema.users.walletBalancePaise} + ${amountPaise}` })
    .where(eq(schema.users.id, order.userId))
    .returning({ balance: schema.users.walletBalancePaise });
  if (!user) throw new Error('refund: customer not found');
  const [line] = await tx
    .insert(schema.walletTransactions)
    .values({
      userId: order.userId,
      amountPaise,
      balanceAfterPaise: user.balance,
      type: 'deposit',
      description: `Refund for order ${order.uniqueOrderId}`,
      orderId: order.id,
      createdAt: at,
      expiresAt: expiresAt ?? null,
    })
    .returning({ id: schema.walletTransactions.id });
  await insertAlert({
    tx,
    input: {
      userId: order.userId,
      orderId: order.id,
      ...refundAlert({
        method: 'wallet',
        stage: 'processed',
        amountPaise,
        uniqueOrderId: order.uniqueOrderId,
      }),
      at,
    },
  });
  return line!.id;
}

async function refundWalletPart({ tx, order, at, reason, outbox }: RefundInput): Promise<void> {
  if (order.walletPaise <= 0) return;
  const [refund] = await tx
    .insert(schema.refunds)
    .values({
      orderId: order.id,
      method: 'wallet',
      amountPaise: order.walletPaise,
      status: 'processed',
      reason,
      createdAt: at,
      processedAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: schema.refunds.id });
  if (!refund) return;
  await payRefundIntoWallet({ tx, order, amountPaise: order.walletPaise, at });
  await recordRefunded({
    tx,
    outbox: outbox ?? [],
    order,
    method: 'wallet',
    amountPaise: order.walletPaise,
    at,
  });
}

/**
 * The order's 'refunded' event, once a refund is paid: its wallet part at the cancel, its gateway part
 * when the gateway answers. One writer, so the order's story and the streams read both alike.
 */
export async function recordRefunded({
  tx,
  outbox,
  order,
  method,
  amountPaise,
  at,
}: {
  tx: Db;
  outbox: Outbox;
  order: Pick<OrderRow, 'id' | 'restaurantId' | 'deliveryPartnerId'>;
  method: 'wallet' | 'gateway';
  amountPaise: number;
  at: Date;
}): Promise<void> {
  await recordOrderEvent({
    tx,
    outbox,
    input: {
      order,
      type: 'refunded',
      actor: { type: 'system' },
      statusId: null,
      payload: { method, amount_paise: amountPaise, status: 'processed' },
      at,
    },
  });
}

/**
 * Records a pending refund of a captured online payment and enqueues the job that asks the gateway
 * (retried until it answers). Also for a payment captured after its order was given up.
 * @public
 */
export async function startGatewayRefund(
  input: RefundInput & {
    provider: string;
    providerPaymentId: string;
    amountPaise: number;
    /** The customer's alert when the usual "Refund started" does not say enough (a late capture). */
    alert?: Alert;
    /**
     * The complaint this refund settles: its amount is support's (part of the payment), and it is once
     * per complaint rather than once per payment (refunds_complaint_key).
     */
    complaintId?: number;
  },
): Promise<void> {
  const { tx, order, at } = input;
  const [refund] = await tx
    .insert(schema.refunds)
    .values({
      orderId: order.id,
      method: 'gateway',
      amountPaise: input.amountPaise,
      provider: input.provider,
      providerPaymentId: input.providerPaymentId,
      status: 'pending',
      reason: input.reason,
      complaintId: input.complaintId ?? null,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: schema.refunds.id });
  if (!refund) return;
  await enqueueJob({
    tx,
    job: {
      name: 'gateway-refund',
      payload: { refundId: refund.id },
      runAt: at,
      singletonKey: `gateway-refund:${refund.id}`,
      maxAttempts: GATEWAY_REFUND_ATTEMPTS,
    },
  });
  await insertAlert({
    tx,
    input: {
      userId: order.userId,
      orderId: order.id,
      ...(input.alert ??
        refundAlert({
          method: 'gateway',
          stage: 'started',
          amountPaise: input.amountPaise,
          uniqueOrderId: order.uniqueOrderId,
        })),
      at,
    },
  });
}

/** Tries of a gateway refund (about 20 minutes of back-off in all) before it is marked failed for support. */
export const GATEWAY_REFUND_ATTEMPTS = 8;
