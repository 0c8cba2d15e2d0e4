// The captain has the food: 3 -> 4, the customer's "on the way".
import { applyOrderTransition } from './apply-order-transition.ts';
import type { Actor, LifecycleContext, OrderRow } from './lifecycle-context.ts';

export async function pickUpOrder(
  input: LifecycleContext & { orderId: number; actor: Actor },
): Promise<OrderRow> {
  return applyOrderTransition({ ...input, action: 'pick_up' });
}
