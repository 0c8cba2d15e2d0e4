// The food is cooked: a pickup order becomes "ready for pickup" (2 -> 10); a delivery order records
// the time for its captain (status unchanged).
import { applyOrderTransition } from './apply-order-transition.ts';
import type { Actor, LifecycleContext, OrderRow } from './lifecycle-context.ts';

export async function markOrderReady(
  input: LifecycleContext & { orderId: number; actor: Actor },
): Promise<OrderRow> {
  return applyOrderTransition({ ...input, action: 'mark_ready' });
}
