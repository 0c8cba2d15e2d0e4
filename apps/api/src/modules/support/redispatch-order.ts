// Support offers an order still waiting for a captain to the next one: the open offer ends (its
// captain's app drops the card, and dispatch asks them last) and the order is offered again now.
import type { SupportActionResult } from '@khabar/domain';
import { closeOrderOffers, type LifecycleContext } from '../lifecycle/index.ts';
import { dispatchNow, enqueueDispatch } from './dispatch-again.ts';
import { readOrderSupport } from './order-support-json.ts';
import { takeOperatorStep } from './take-operator-step.ts';

export async function redispatchOrder(
  input: LifecycleContext & { orderId: number; userId: number; reason: string },
): Promise<SupportActionResult> {
  const { order, level } = await takeOperatorStep({
    ...input,
    action: 'redispatch',
    after: async ({ tx, order, at, outbox }) => {
      await closeOrderOffers({ tx, input: { orderId: order.id, at, outbox } });
      await enqueueDispatch({ tx, orderId: order.id, at });
    },
  });
  const offered = await dispatchNow({ ctx: input, orderId: order.id });
  return {
    message: `Order ${order.uniqueOrderId} goes to the next captain. ${offered}`,
    order: await readOrderSupport({ db: input.db, orderId: order.id, level }),
  };
}
