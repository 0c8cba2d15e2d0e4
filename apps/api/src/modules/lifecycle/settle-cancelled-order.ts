// What every cancellation does after the status change, in its transaction: open captain offers are
// withdrawn and the money the order took goes back (once).
import type { StepContext } from './apply-order-transition.ts';
import { closeOrderOffers } from './close-order-offers.ts';
import { refundOrder } from './refund-order.ts';

export async function settleCancelledOrder({
  ctx,
  reason,
}: {
  ctx: StepContext;
  reason: string;
}): Promise<void> {
  await closeOrderOffers({ tx: ctx.tx, input: { orderId: ctx.order.id, at: ctx.at, outbox: ctx.outbox } });
  await refundOrder({ tx: ctx.tx, order: ctx.order, at: ctx.at, reason, outbox: ctx.outbox });
}
