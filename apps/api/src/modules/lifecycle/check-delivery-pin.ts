// The customer's 4-digit PIN at handover (captain at the door, restaurant at the counter). Each wrong
// PIN is counted in the order's row and logged (pin_failed) in the same transaction; after
// MAX_PIN_ATTEMPTS the step is locked and only support can finish the order.
import { schema } from '@khabar/db';
import { MAX_PIN_ATTEMPTS } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { StepContext } from './apply-order-transition.ts';
import type { Actor } from './lifecycle-context.ts';
import { recordOrderEvent } from './order-outbox.ts';

const PIN_LOCKED = 'Too many wrong PINs. Please call support.';

export function deliveryPinGuard(pin: string, actor: Actor) {
  return async ({ tx, order, outbox, at }: StepContext): Promise<AppError | null> => {
    if (order.pinAttempts >= MAX_PIN_ATTEMPTS) return new AppError('LOCKED', PIN_LOCKED);
    if (pin === order.deliveryPin) return null;
    const attempts = order.pinAttempts + 1;
    await tx
      .update(schema.orders)
      .set({ pinAttempts: attempts, updatedAt: at })
      .where(eq(schema.orders.id, order.id));
    const left = MAX_PIN_ATTEMPTS - attempts;
    await recordOrderEvent(tx, outbox, {
      order,
      type: 'pin_failed',
      actor,
      statusId: null,
      payload: { tries_left: left },
      at,
    });
    if (left === 0) return new AppError('LOCKED', PIN_LOCKED);
    return new AppError('UNPROCESSABLE', `Wrong PIN. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
  };
}
