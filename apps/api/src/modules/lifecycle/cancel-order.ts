// The customer cancels within 2 minutes of the order reaching the restaurant (the cart's notice), while
// it is placed or preparing; the money goes back.
import { CUSTOMER_CANCEL_WINDOW_MS, canCustomerCancel } from '@khabar/domain';
import { AppError } from '../../errors/app-error.ts';
import { applyOrderTransition } from './apply-order-transition.ts';
import type { LifecycleContext, OrderRow } from './lifecycle-context.ts';
import { settleCancelledOrder } from './settle-cancelled-order.ts';

const CANNOT_CANCEL = 'This order can no longer be cancelled.';
const REASON = 'Cancelled by you';

/** Until when the customer may cancel, or null when they no longer can. */
export function cancellableUntil(order: OrderRow, now: Date): Date | null {
  if (!order.placedAt) return null;
  const until = new Date(order.placedAt.getTime() + CUSTOMER_CANCEL_WINDOW_MS);
  return canCustomerCancel({ statusId: order.orderstatusId, placedAt: order.placedAt, now }) ? until : null;
}

export async function cancelOrder(
  input: LifecycleContext & { orderId: number; userId: number },
): Promise<OrderRow> {
  return applyOrderTransition({
    ...input,
    action: 'cancel',
    actor: { type: 'customer', userId: input.userId },
    set: { cancelReason: REASON, cancelledBy: 'customer' },
    guard: async ({ order, at }) =>
      cancellableUntil(order, at) ? null : new AppError('CONFLICT', CANNOT_CANCEL),
    after: (ctx) => settleCancelledOrder(ctx, REASON),
  });
}
