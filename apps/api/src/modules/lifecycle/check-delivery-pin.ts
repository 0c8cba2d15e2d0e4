// The customer's 4-digit PIN at handover (captain at the door, restaurant at the counter). Each wrong
// PIN is counted in the order's row and logged (pin_failed) in the same transaction. The fifth locks the
// handover and enqueues the job that gives the customer a new PIN once the cool-down is over
// (renew-delivery-pin.ts, decision 026): a lock always ends.
import { schema } from '@khabar/db';
import { deliveryPinLock, MAX_PIN_ATTEMPTS, PIN_LOCK_COOLDOWN_MS, pinLockedMessage } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { enqueueJob } from '../jobs/index.ts';
import type { StepContext } from './apply-order-transition.ts';
import type { Actor } from './lifecycle-context.ts';
import { recordOrderEvent } from './order-outbox.ts';

/** The renewal job of one lock (a later lock of the same order is another job). */
const pinRenewalKey = (orderId: number, lockedAt: Date) =>
  `renew-delivery-pin:${orderId}:${lockedAt.getTime()}`;

export function deliveryPinGuard({ pin, actor }: { pin: string; actor: Actor }) {
  return async ({ tx, order, outbox, at }: StepContext): Promise<AppError | null> => {
    const lock = deliveryPinLock({ attempts: order.pinAttempts, lockedAt: order.pinLockedAt, now: at });
    if (lock.state !== 'open') return new AppError('LOCKED', pinLockedMessage(lock, at));
    if (pin === order.deliveryPin) return null;
    const attempts = order.pinAttempts + 1;
    const locks = attempts >= MAX_PIN_ATTEMPTS;
    await tx
      .update(schema.orders)
      .set({ pinAttempts: attempts, updatedAt: at, ...(locks ? { pinLockedAt: at } : {}) })
      .where(eq(schema.orders.id, order.id));
    const left = MAX_PIN_ATTEMPTS - attempts;
    await recordOrderEvent({
      tx,
      outbox,
      input: {
        order,
        type: 'pin_failed',
        actor,
        statusId: null,
        payload: { tries_left: left },
        at,
      },
    });
    if (locks) {
      await enqueueJob({
        tx,
        job: {
          name: 'renew-delivery-pin',
          payload: { orderId: order.id },
          runAt: new Date(at.getTime() + PIN_LOCK_COOLDOWN_MS),
          singletonKey: pinRenewalKey(order.id, at),
        },
      });
      return new AppError(
        'LOCKED',
        pinLockedMessage({ state: 'locked', newPinAt: new Date(at.getTime() + PIN_LOCK_COOLDOWN_MS) }, at),
      );
    }
    return new AppError('UNPROCESSABLE', `Wrong PIN. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
  };
}
