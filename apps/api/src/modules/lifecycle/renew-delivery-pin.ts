// The job that ends a handover lock (decision 026): once the cool-down after the fifth wrong PIN is
// over, the customer gets a new PIN (an alert with it; the tracking screen shows it too), the old one
// stops working and the tries start again, so the captain or the counter can finish the order. Safe to
// repeat: an order no longer locked, or no longer waiting for its handover, is left alone.
import { randomInt } from 'node:crypto';
import { schema } from '@khabar/db';
import { deliveryPinLock, makeNewDeliveryPin, ORDER_STATUS } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { lockOrder } from './apply-order-transition.ts';
import { insertAlert, pinRenewedAlert } from './customer-alerts.ts';
import type { LifecycleContext } from './lifecycle-context.ts';
import { type Outbox, publishOutbox, recordOrderEvent } from './order-outbox.ts';

/** The statuses whose next step takes the PIN: on the way (at the door), ready for pickup (the counter). */
const AT_HANDOVER: readonly number[] = [ORDER_STATUS.onTheWay, ORDER_STATUS.readyForPickup];

/** Resolves true when this call gave the customer a new PIN. */
export async function renewDeliveryPin(input: LifecycleContext & { orderId: number }): Promise<boolean> {
  const at = input.now();
  const outbox: Outbox = [];
  const renewed = await input.db.transaction(async (tx) => {
    const order = await lockOrder({ tx, orderId: input.orderId });
    if (!order || !AT_HANDOVER.includes(order.orderstatusId)) return false;
    const lock = deliveryPinLock({ attempts: order.pinAttempts, lockedAt: order.pinLockedAt, now: at });
    if (lock.state === 'open') return false;
    // A clock behind the one that locked it: fail, so the runner tries again later.
    if (lock.state === 'locked') throw new Error('the delivery PIN lock has not run out yet');
    const pin = makeNewDeliveryPin(order.deliveryPin, randomInt);
    await tx
      .update(schema.orders)
      .set({ deliveryPin: pin, pinAttempts: 0, pinLockedAt: null, updatedAt: at })
      .where(eq(schema.orders.id, order.id));
    // The event says only that the PIN changed: the PIN itself goes to the customer alone.
    await recordOrderEvent({
      tx,
      outbox,
      input: {
        order,
        type: 'pin_renewed',
        actor: { type: 'system' },
        statusId: null,
        at,
      },
    });
    await insertAlert({
      tx,
      input: { userId: order.userId, orderId: order.id, ...pinRenewedAlert({ order, pin }), at },
    });
    return true;
  });
  await publishOutbox({ events: input.events, outbox });
  return renewed;
}
