// An offer not answered in time (its offer-timeout job): it ends, and the order goes to the next captain.
import { type Db, schema } from '@khabar/db';
import { and, eq } from 'drizzle-orm';
import { enqueueJob } from '../jobs/index.ts';
import type { LifecycleContext } from '../lifecycle/index.ts';
import { type Outbox, offerClosedMessage, publishOutbox } from '../lifecycle/index.ts';

const co = schema.captainOffers;

export async function expireOffer(input: LifecycleContext & { offerId: number }): Promise<void> {
  const at = input.now();
  const outbox: Outbox = [];
  await input.db.transaction(async (tx) => {
    const [offer] = await tx
      .update(co)
      .set({ status: 'expired', respondedAt: at })
      .where(and(eq(co.id, input.offerId), eq(co.status, 'offered')))
      .returning();
    if (!offer) return;
    await redispatch({ tx, offer, at, outbox });
  });
  await publishOutbox({ events: input.events, outbox });
}

/**
 * A captain's open offer ends now (they went off duty, or were suspended): its order goes to the next
 * captain at once.
 */
export async function withdrawOpenOffers({
  tx,
  partnerId,
  at,
  outbox,
}: {
  tx: Db;
  partnerId: number;
  at: Date;
  outbox: Outbox;
}): Promise<void> {
  const withdrawn = await tx
    .update(co)
    .set({ status: 'expired', respondedAt: at })
    .where(and(eq(co.deliveryPartnerId, partnerId), eq(co.status, 'offered')))
    .returning();
  for (const offer of withdrawn) await redispatch({ tx, offer, at, outbox });
}

/** The order of an offer that ended goes back to dispatch at once; the captain's app drops the offer. */
export async function redispatch({
  tx,
  offer,
  at,
  outbox,
}: {
  tx: Db;
  offer: typeof co.$inferSelect;
  at: Date;
  outbox: Outbox;
}): Promise<void> {
  await enqueueJob({
    tx,
    job: {
      name: 'dispatch-order',
      payload: { orderId: offer.orderId },
      runAt: at,
      singletonKey: `dispatch-order:${offer.orderId}:after-offer-${offer.id}`,
    },
  });
  outbox.push(offerClosedMessage({ offer, at }));
}
