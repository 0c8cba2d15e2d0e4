// A self-pickup order collected at the counter with the customer's PIN: 10 -> 5.
import { applyOrderTransition } from './apply-order-transition.ts';
import { deliveryPinGuard } from './check-delivery-pin.ts';
import type { Actor, LifecycleContext, OrderRow } from './lifecycle-context.ts';

export async function handOverOrder(
  input: LifecycleContext & { orderId: number; actor: Actor; pin: string },
): Promise<OrderRow> {
  return applyOrderTransition({
    ...input,
    action: 'hand_over',
    guard: deliveryPinGuard({ pin: input.pin, actor: input.actor }),
  });
}
