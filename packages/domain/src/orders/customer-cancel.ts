// May the customer cancel this order now, and if not, why not (docs/product.md, Orders; decision 028).
// The cart promises 2 minutes: within them the customer may cancel while the food is still at the
// restaurant, whoever has started on it (the kitchen, or a rider assigned a few seconds after
// placing). The order details and the API both ask this one function, so the button, its countdown
// and a refusal say the same thing.
import { CUSTOMER_CANCEL_WINDOW_MS, type DeliveryType, decideTransition } from './order-lifecycle.ts';
import { DELIVERY_TYPE, ORDER_STATUS } from './order-status.ts';

export type CustomerCancel = { allowed: true; until: Date } | { allowed: false; reason: string };

/** The refusals, in the words the screen shows and the API answers with. */
export const CANCEL_REFUSAL = {
  window: 'Orders cannot be cancelled after 2 minutes of booking.',
  onTheWay: 'Your food is already on its way, so the order can no longer be cancelled.',
  delivered: 'This order is delivered, so it can no longer be cancelled.',
  collected: 'This order is picked up, so it can no longer be cancelled.',
  cancelled: 'This order is already cancelled.',
  awaitingPayment:
    'This order has not reached the restaurant: it ends by itself if the payment does not come.',
} as const;

function refusalFor(statusId: number, deliveryType: DeliveryType): string {
  switch (statusId) {
    case ORDER_STATUS.cancelled:
      return CANCEL_REFUSAL.cancelled;
    case ORDER_STATUS.delivered:
      return deliveryType === DELIVERY_TYPE.selfPickup ? CANCEL_REFUSAL.collected : CANCEL_REFUSAL.delivered;
    case ORDER_STATUS.awaitingPayment:
      return CANCEL_REFUSAL.awaitingPayment;
    case ORDER_STATUS.onTheWay:
      return CANCEL_REFUSAL.onTheWay;
    default:
      return CANCEL_REFUSAL.window;
  }
}

/**
 * The customer's cancel: allowed (until when) while the lifecycle table lets the customer cancel from
 * this status and the 2 minutes since the order reached the restaurant (placedAt) have not passed.
 * A finished order says so first; then the window, which is the rule the cart states; then a status
 * the food has already left the restaurant in.
 */
export function customerCancel(input: {
  statusId: number;
  deliveryType: DeliveryType;
  /** When the order reached the restaurant; null while an online order awaits its payment. */
  placedAt: Date | null;
  /** An order for later: when it reaches the kitchen (decision 048); null for an order for now. */
  releaseAt?: Date | null;
  now: Date;
}): CustomerCancel {
  const { statusId, deliveryType, placedAt, now } = input;
  // An order for later is free to cancel until it reaches the kitchen: nobody has started on it.
  if (statusId === ORDER_STATUS.placed && placedAt === null && input.releaseAt) {
    return { allowed: true, until: input.releaseAt };
  }
  const final =
    statusId === ORDER_STATUS.cancelled ||
    statusId === ORDER_STATUS.delivered ||
    statusId === ORDER_STATUS.awaitingPayment;
  if (final || placedAt === null) return { allowed: false, reason: refusalFor(statusId, deliveryType) };
  const until = new Date(placedAt.getTime() + CUSTOMER_CANCEL_WINDOW_MS);
  if (now.getTime() > until.getTime()) return { allowed: false, reason: CANCEL_REFUSAL.window };
  const step = decideTransition({ statusId, deliveryType, action: 'cancel', actor: 'customer' });
  return step.ok ? { allowed: true, until } : { allowed: false, reason: refusalFor(statusId, deliveryType) };
}
