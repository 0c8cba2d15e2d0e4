// The captain is at the restaurant (status stays 3; arrived_at is recorded for the console).
import { applyOrderTransition } from './apply-order-transition.ts';
import type { Actor, LifecycleContext, OrderRow } from './lifecycle-context.ts';

export async function arriveAtRestaurant(
  input: LifecycleContext & { orderId: number; actor: Actor },
): Promise<OrderRow> {
  return applyOrderTransition({ ...input, action: 'arrive' });
}
