// The restaurant cannot make the order (1 or 2 -> 6) and says why; the customer is refunded.
import { applyOrderTransition } from './apply-order-transition.ts';
import type { Actor, LifecycleContext, OrderRow } from './lifecycle-context.ts';
import { settleCancelledOrder } from './settle-cancelled-order.ts';

export async function rejectOrder(
  input: LifecycleContext & { orderId: number; actor: Actor; reason: string },
): Promise<OrderRow> {
  return applyOrderTransition({
    ...input,
    action: 'reject',
    set: { cancelReason: input.reason, cancelledBy: 'restaurant' },
    payload: { reason: input.reason },
    after: (ctx) => settleCancelledOrder({ ctx, reason: `Rejected by the restaurant: ${input.reason}` }),
  });
}
