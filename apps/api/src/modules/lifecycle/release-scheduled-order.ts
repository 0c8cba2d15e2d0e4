// An order for later reaches the kitchen (decision 048). Run by the release-order job at its release
// time: the order gets its placedAt (the acceptance window, auto-cancel and the autopilot start there)
// and the restaurant's console hears of it as of any new order. A restaurant that by then is inactive,
// paused, or closed at the slot cannot take it: the order is cancelled through the lifecycle, refunded
// once by its rules, and the customer told. Safe to repeat: an order already released or moved on is
// left alone.
import { schema } from '@khabar/db';
import { CANCEL_REASONS, isAwaitingRelease, ORDER_STATUS, slotWithinHours } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { applyOrderTransition, lockOrder } from './apply-order-transition.ts';
import type { LifecycleContext } from './lifecycle-context.ts';
import { type Outbox, publishOutbox, recordOrderEvent } from './order-outbox.ts';
import { startAtRestaurant } from './record-order-placed.ts';
import { settleCancelledOrder } from './settle-cancelled-order.ts';

export async function releaseScheduledOrder(
  input: LifecycleContext & { orderId: number },
): Promise<'released' | 'cancelled' | null> {
  const at = input.now();
  const outbox: Outbox = [];
  const outcome = await input.db.transaction(async (tx) => {
    const order = await lockOrder({ tx, orderId: input.orderId });
    if (!order || order.orderstatusId !== ORDER_STATUS.placed || !isAwaitingRelease(order)) return null;
    // Too early (a clock ahead of this one enqueued it): the job fails and is retried later.
    if (order.releaseAt && at.getTime() < order.releaseAt.getTime()) {
      throw new AppError('UNAVAILABLE', 'This order is not due at the kitchen yet.');
    }
    const [r] = await tx
      .select({
        name: schema.restaurants.name,
        isActive: schema.restaurants.isActive,
        accepting: schema.restaurants.isAcceptingOrders,
      })
      .from(schema.restaurants)
      .where(eq(schema.restaurants.id, order.restaurantId));
    const windows = await tx
      .select({
        dayOfWeek: schema.restaurantHours.dayOfWeek,
        opensMin: schema.restaurantHours.opensMin,
        closesMin: schema.restaurantHours.closesMin,
      })
      .from(schema.restaurantHours)
      .where(eq(schema.restaurantHours.restaurantId, order.restaurantId));
    const slot = order.scheduledFor as Date;
    // Only the hours count here, not the 45 minutes ahead: at release the slot is near by design.
    const closed = !slotWithinHours(windows, slot);
    const reason = !r?.isActive
      ? CANCEL_REASONS.noLongerTaking.en
      : !r.accepting || closed
        ? CANCEL_REASONS.closedAtSlot.en
        : null;
    if (reason) return { reason };
    const [released] = await tx
      .update(schema.orders)
      .set({ placedAt: at, updatedAt: at })
      .where(eq(schema.orders.id, order.id))
      .returning();
    if (!released) throw new Error('order update returned nothing');
    const orderEventId = await recordOrderEvent({
      tx,
      outbox,
      input: {
        order: released,
        type: 'released',
        actor: { type: 'system' },
        statusId: released.orderstatusId,
        payload: { scheduled_for: slot.toISOString() },
        at,
      },
    });
    await startAtRestaurant({
      tx,
      order: released,
      input: { tx, orderId: released.id, at, settings: input.settings },
      orderEventId,
    });
    return { reason: null };
  });
  await publishOutbox({ events: input.events, outbox });
  if (!outcome) return null;
  if (outcome.reason === null) return 'released';
  const reason = `Cancelled before it reached the kitchen: ${outcome.reason}.`;
  try {
    await applyOrderTransition({
      ...input,
      orderId: input.orderId,
      action: 'auto_cancel',
      actor: { type: 'system' },
      beforeRelease: true,
      set: { cancelReason: outcome.reason, cancelledBy: 'system' },
      payload: { reason },
      // The customer may have cancelled in between: then there is nothing left to do.
      guard: async ({ order }) =>
        isAwaitingRelease(order) ? null : new AppError('CONFLICT', 'The order moved on.'),
      after: (ctx) => settleCancelledOrder({ ctx, reason }),
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'CONFLICT') return null;
    throw err;
  }
  return 'cancelled';
}
