// What every cancellation does after the status change, in its transaction: open captain offers are
// withdrawn and the money the order took goes back (once).
import { schema } from '@khabar/db';
import { and, eq } from 'drizzle-orm';
import type { StepContext } from './apply-order-transition.ts';
import { refundOrder } from './refund-order.ts';

export async function settleCancelledOrder(ctx: StepContext, reason: string): Promise<void> {
  await ctx.tx
    .update(schema.captainOffers)
    .set({ status: 'expired', respondedAt: ctx.at })
    .where(and(eq(schema.captainOffers.orderId, ctx.order.id), eq(schema.captainOffers.status, 'offered')));
  await refundOrder({ tx: ctx.tx, order: ctx.order, at: ctx.at, reason, outbox: ctx.outbox });
}
