// An admin marks an order delivered when its captain cannot (the phone died at the door): the step
// the captain's PIN would have taken, without the PIN, so only an admin, with a reason in the audit log.
import type { SupportActionResult } from '@khabar/domain';
import type { LifecycleContext } from '../lifecycle/index.ts';
import { readOrderSupport } from './order-support-json.ts';
import { takeOperatorStep } from './take-operator-step.ts';

export async function markOrderDelivered(
  input: LifecycleContext & { orderId: number; userId: number; reason: string },
): Promise<SupportActionResult> {
  const { order, level } = await takeOperatorStep({ ...input, action: 'mark_delivered' });
  return {
    message: `Order ${order.uniqueOrderId} is marked delivered.`,
    order: await readOrderSupport({ db: input.db, orderId: order.id, level }),
  };
}
