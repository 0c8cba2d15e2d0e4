// The restaurant takes the order with its preparation time (1 -> 2). A delivery order is then offered
// to captains (dispatch-order job, enqueued with the step); with the demo autopilot on, its rider comes
// for it a little later if no captain has taken it by then, whoever accepted it (decision 027: the
// autopilot plays each absent person, the restaurant's staff and the captain apart).
import { enqueueJob } from '../jobs/index.ts';
import { applyOrderTransition } from './apply-order-transition.ts';
import type { Actor, LifecycleContext, OrderRow } from './lifecycle-context.ts';

/** The autopilot looks for a rider this long after the order is accepted (divided by AUTOPILOT_SPEED). */
const AUTOPILOT_ASSIGN_AFTER_MS = 10_000;

export async function acceptOrder(
  input: LifecycleContext & { orderId: number; actor: Actor; preparationMin: number },
): Promise<OrderRow> {
  return applyOrderTransition({
    ...input,
    action: 'accept',
    set: { preparationMin: input.preparationMin },
    payload: { preparation_min: input.preparationMin },
    after: async ({ tx, order, at }) => {
      if (order.deliveryType !== 1) return;
      await enqueueJob({
        tx,
        job: {
          name: 'dispatch-order',
          payload: { orderId: order.id },
          runAt: at,
          singletonKey: `dispatch-order:${order.id}:accepted`,
        },
      });
      if (input.settings.autopilot) {
        await enqueueJob({
          tx,
          job: {
            name: 'autopilot',
            payload: { orderId: order.id, step: 'assign' },
            runAt: new Date(at.getTime() + AUTOPILOT_ASSIGN_AFTER_MS / input.settings.autopilotSpeed),
            singletonKey: `autopilot:${order.id}:assign`,
          },
        });
      }
    },
  });
}
