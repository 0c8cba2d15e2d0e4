// The customer cancels within 2 minutes of the order reaching the restaurant (the cart's notice), while
// the food is still there, a rider assigned or not (decision 028); the money goes back. The rule and
// its refusals are the domain's customerCancel, which the order details answer with as well.
import { CANCEL_REASONS, type CustomerCancel, customerCancel } from '@khabar/domain';
import { AppError } from '../../errors/app-error.ts';
import { applyOrderTransition } from './apply-order-transition.ts';
import type { LifecycleContext, OrderRow } from './lifecycle-context.ts';
import { settleCancelledOrder } from './settle-cancelled-order.ts';

const REASON = CANCEL_REASONS.byCustomer.en;

/** May the customer cancel this order now (until when), or why not. */
export const customerCancelOf = ({ order, now }: { order: OrderRow; now: Date }): CustomerCancel =>
  customerCancel({
    statusId: order.orderstatusId,
    deliveryType: order.deliveryType === 2 ? 2 : 1,
    placedAt: order.placedAt,
    releaseAt: order.releaseAt,
    now,
  });

export async function cancelOrder(
  input: LifecycleContext & { orderId: number; userId: number },
): Promise<OrderRow> {
  return applyOrderTransition({
    ...input,
    action: 'cancel',
    actor: { type: 'customer', userId: input.userId },
    // Ownership first (another customer's order is not found), then the customer's own rule, on the
    // locked order and before the lifecycle table's generic refusal, so the 409 gives the reason the
    // order details show. Throwing here rolls the transaction back before anything is written.
    owns: async ({ order, at }) => {
      if (order.userId !== input.userId) return false;
      const rule = customerCancelOf({ order, now: at });
      if (!rule.allowed) throw new AppError('CONFLICT', rule.reason);
      return true;
    },
    set: { cancelReason: REASON, cancelledBy: 'customer' },
    after: (ctx) => settleCancelledOrder({ ctx, reason: REASON }),
  });
}
