// Support unlocks a handover that five wrong PINs locked (the customer is at the door and the
// cool-down has not run out): the tries start again at once, and the customer's alert says their PIN
// again. The PIN stays the same: the customer was reading it to the captain, nobody else learnt it.
// The renewal job the lock enqueued finds the handover open and does nothing.
import { MAX_PIN_ATTEMPTS, type SupportActionResult } from '@khabar/domain';
import { AppError } from '../../errors/app-error.ts';
import type { LifecycleContext } from '../lifecycle/index.ts';
import { readOrderSupport } from './order-support-json.ts';
import { takeOperatorStep } from './take-operator-step.ts';

export async function unlockDeliveryPin(
  input: LifecycleContext & { orderId: number; userId: number; reason: string },
): Promise<SupportActionResult> {
  const { order, level } = await takeOperatorStep({
    ...input,
    action: 'unlock_pin',
    set: { pinAttempts: 0, pinLockedAt: null },
    check: async ({ order }) => {
      if (order.pinAttempts < MAX_PIN_ATTEMPTS) {
        throw new AppError('CONFLICT', 'The delivery PIN is not locked: there is nothing to unlock.');
      }
    },
  });
  return {
    message: `The handover of order ${order.uniqueOrderId} is unlocked; the customer was sent their PIN again.`,
    order: await readOrderSupport({ db: input.db, orderId: order.id, level }),
  };
}
