// The restaurant takes the order with its preparation time (1 -> 2). A delivery order is then offered
// to captains (dispatch-order job, enqueued with the step).
import { enqueueJob } from '../jobs/index.ts';
import { applyOrderTransition } from './apply-order-transition.ts';
import type { Actor, LifecycleContext, OrderRow } from './lifecycle-context.ts';

export async function acceptOrder(
  input: LifecycleContext & { orderId: number; actor: Actor; preparationMin: number },
): Promise<OrderRow> {
  return applyOrderTransition({
    ...input,
    action: 'accept',
    set: { preparationMin: input.preparationMin },
    payload: { preparation_min: input.preparationMin },
    after: async ({ tx, order, at }) => {
      if (order.deliveryType === 1) {
        await enqueueJob(tx, {
          name: 'dispatch-order',
          payload: { orderId: order.id },
          runAt: at,
          singletonKey: `dispatch-order:${order.id}:accepted`,
        });
      }
    },
  });
}
