// Support takes an order off its captain before the pickup (the phone went silent, the bike broke):
// the captain's app loses the trip by their stream, and the order goes back to dispatch at once. The
// captain is recorded as having let the order go, so dispatch asks everyone else first.
import type { SupportActionResult } from '@khabar/domain';
import type { LifecycleContext } from '../lifecycle/index.ts';
import { dispatchNow, enqueueDispatch, markLetGo } from './dispatch-again.ts';
import { readOrderSupport } from './order-support-json.ts';
import { takeOperatorStep } from './take-operator-step.ts';

export async function unassignOrderCaptain(
  input: LifecycleContext & { orderId: number; userId: number; reason: string },
): Promise<SupportActionResult> {
  let previous: number | null = null;
  const { order, level } = await takeOperatorStep({
    ...input,
    action: 'unassign_captain',
    set: { deliveryPartnerId: null, assignedAt: null, arrivedAt: null },
    check: async ({ order }) => {
      previous = order.deliveryPartnerId;
    },
    after: async ({ tx, order, at }) => {
      if (previous !== null) await markLetGo({ tx, orderId: order.id, partnerId: previous, at });
      await enqueueDispatch({ tx, orderId: order.id, at });
    },
    alsoTell: (before) => (before.deliveryPartnerId ? [`captain:${before.deliveryPartnerId}`] : []),
    audit: () => ({ previous_delivery_partner_id: previous }),
  });
  const offered = await dispatchNow({ ctx: input, orderId: order.id });
  return {
    message: `Order ${order.uniqueOrderId} is off its captain. ${offered}`,
    order: await readOrderSupport({ db: input.db, orderId: order.id, level }),
  };
}
