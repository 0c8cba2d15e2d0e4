// A payment ends once: paid (the order goes to the restaurant, status 1) or failed (the order is never
// placed: its coupon use is released and any wallet part is given back). Each transition is a guarded update, so the checkout's
// signature, the webhook and their replays can arrive in any order and any number.
import { type Db, schema } from '@khabar/db';
import { ORDER_STATUS } from '@khabar/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import type { AppConfig } from '../../config/load-config.ts';
import { AppError } from '../../errors/app-error.ts';
import { type Outbox, publishOutbox, recordOrderPaid } from '../lifecycle/index.ts';

const p = schema.payments;
const o = schema.orders;

type PaymentRef = { provider: 'sandbox' | 'razorpay'; providerOrderId: string };

/** A paid order reaches the restaurant: its acceptance window starts and the bus hears of it. */
export interface SettleLifecycle {
  events: EventBus;
  settings: AppConfig['lifecycle'];
}

export async function markPaid({
  db,
  now,
  lifecycle,
  ...input
}: PaymentRef & {
  db: Db;
  now: Date;
  lifecycle: SettleLifecycle;
  paymentId: string;
  /** What the provider says was paid; checked against the order when given. */
  amountPaise?: number;
}): Promise<{ orderId: number; changed: boolean }> {
  let outbox: Outbox = [];
  const result = await db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(p)
      .where(and(eq(p.provider, input.provider), eq(p.providerOrderId, input.providerOrderId)))
      // Locked: a concurrent settle waits here and then sees this one's outcome, not a stale status.
      .for('update');
    if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
    if (input.amountPaise !== undefined && input.amountPaise !== payment.amountPaise) {
      throw new AppError('UNPROCESSABLE', 'The amount paid does not match the order.');
    }
    const [won] = await tx
      .update(p)
      .set({ status: 'paid', providerPaymentId: input.paymentId, paidAt: now })
      .where(and(eq(p.id, payment.id), eq(p.status, 'created')))
      .returning({ orderId: p.orderId });
    if (!won) {
      if (payment.status === 'paid') return { orderId: payment.orderId, changed: false };
      throw new AppError('CONFLICT', 'This payment has already failed. Please order again.');
    }
    const [order] = await tx
      .update(o)
      .set({ orderstatusId: ORDER_STATUS.placed, placedAt: now, updatedAt: now })
      .where(and(eq(o.id, won.orderId), eq(o.orderstatusId, ORDER_STATUS.awaitingPayment)))
      .returning({ userId: o.userId, unique: o.uniqueOrderId });
    if (order) {
      await tx.insert(schema.notifications).values({
        userId: order.userId,
        title: 'Order placed',
        message: `Payment received. The restaurant has your order ${order.unique}.`,
        orderId: won.orderId,
        createdAt: now,
      });
      outbox = await recordOrderPaid({ tx, orderId: won.orderId, at: now, settings: lifecycle.settings });
    }
    return { orderId: won.orderId, changed: true };
  });
  await publishOutbox(lifecycle.events, outbox);
  return result;
}

export async function markFailed({
  db,
  now,
  ...input
}: PaymentRef & { db: Db; now: Date }): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [lost] = await tx
      .update(p)
      .set({ status: 'failed' })
      .where(
        and(
          eq(p.provider, input.provider),
          eq(p.providerOrderId, input.providerOrderId),
          eq(p.status, 'created'),
        ),
      )
      .returning({ orderId: p.orderId });
    if (!lost) return { changed: false };
    // The order stays at status 0 (never sent to the restaurant, never listed); what it held is released.
    const [order] = await tx
      .select({ userId: o.userId, walletPaise: o.walletPaise, unique: o.uniqueOrderId })
      .from(o)
      .where(and(eq(o.id, lost.orderId), eq(o.orderstatusId, ORDER_STATUS.awaitingPayment)));
    await tx.delete(schema.couponRedemptions).where(eq(schema.couponRedemptions.orderId, lost.orderId));
    if (order && order.walletPaise > 0) {
      const [u] = await tx
        .update(schema.users)
        .set({ walletBalancePaise: sqlAdd(order.walletPaise) })
        .where(eq(schema.users.id, order.userId))
        .returning({ balance: schema.users.walletBalancePaise });
      await tx.insert(schema.walletTransactions).values({
        userId: order.userId,
        amountPaise: order.walletPaise,
        balanceAfterPaise: u?.balance ?? order.walletPaise,
        type: 'deposit',
        description: `Returned: payment for order ${order.unique} did not go through`,
        orderId: lost.orderId,
        createdAt: now,
      });
    }
    return { changed: true };
  });
}

const sqlAdd = (paise: number) => sql`${schema.users.walletBalancePaise} + ${paise}`;

/** Payments left unpaid for 30 minutes are given up: the order is never placed, the wallet part returned. */
export async function expireAbandonedPayments({ db, now }: { db: Db; now: Date }): Promise<number> {
  const stale = await db
    .select({ provider: p.provider, providerOrderId: p.providerOrderId })
    .from(p)
    .where(and(eq(p.status, 'created'), lt(p.createdAt, new Date(now.getTime() - 30 * 60_000))));
  for (const s of stale) await markFailed({ db, now, ...s });
  return stale.length;
}
