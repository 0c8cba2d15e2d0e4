// The captain hands the food over with the customer's PIN: 4 -> 5.
import { applyOrderTransition } from './apply-order-transition.ts';
import { deliveryPinGuard } from './check-delivery-pin.ts';
import type { Actor, LifecycleContext, OrderRow } from './lifecycle-context.ts';

export async function deliverOrder(
  input: LifecycleContext & { orderId: number; actor: Actor; pin: string },
): Promise<OrderRow> {
  return applyOrderTransition({
    ...input,
    action: 'deliver',
    guard: deliveryPinGuard({ pin: input.pin, actor: input.actor }),
  });
}
