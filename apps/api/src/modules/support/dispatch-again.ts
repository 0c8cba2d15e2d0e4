// An order support took off a captain, or whose offer support ended, goes back to dispatch: a durable
// job in the action's transaction (it runs even if this process dies), and one try at once after the
// commit so the agent is told where the order went. Dispatch does nothing for an order with an open
// offer or a captain, so the two never offer it twice.
import { type Db, schema } from '@khabar/db';
import { and, eq } from 'drizzle-orm';
import { dispatchOrder } from '../captain/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import type { LifecycleContext } from '../lifecycle/index.ts';

/**
 * Records that this captain let the order go (an ended offer): dispatch asks every other captain
 * first, so "the next captain" is not the one just taken off it.
 */
export async function markLetGo({
  tx,
  orderId,
  partnerId,
  at,
}: {
  tx: Db;
  orderId: number;
  partnerId: number;
  at: Date;
}): Promise<void> {
  await tx.insert(schema.captainOffers).values({
    orderId,
    deliveryPartnerId: partnerId,
    offeredAt: at,
    expiresAt: at,
    status: 'expired',
    respondedAt: at,
  });
}

export async function enqueueDispatch({
  tx,
  orderId,
  at,
}: {
  tx: Db;
  orderId: number;
  at: Date;
}): Promise<void> {
  await enqueueJob({
    tx,
    job: {
      name: 'dispatch-order',
      payload: { orderId },
      runAt: at,
      singletonKey: `dispatch-order:${orderId}:support-${at.getTime()}`,
    },
  });
}

/** Dispatches now and says in words where the order went. */
export async function dispatchNow({
  ctx,
  orderId,
}: {
  ctx: LifecycleContext;
  orderId: number;
}): Promise<string> {
  await dispatchOrder({ ...ctx, orderId });
  const [offer] = await ctx.db
    .select({ name: schema.deliveryPartners.name })
    .from(schema.captainOffers)
    .innerJoin(
      schema.deliveryPartners,
      eq(schema.deliveryPartners.id, schema.captainOffers.deliveryPartnerId),
    )
    .where(and(eq(schema.captainOffers.orderId, orderId), eq(schema.captainOffers.status, 'offered')));
  return offer
    ? `It is offered to ${offer.name} now.`
    : 'No captain is free now; dispatch tries again every 15 seconds.';
}
