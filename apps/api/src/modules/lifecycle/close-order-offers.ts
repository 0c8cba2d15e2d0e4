// An order's open captain offer ends because the order went elsewhere: another captain (or the demo
// autopilot's rider) took it, or it was cancelled. The captain it was offered to is told at once
// ('offer_closed' on their channel): their app drops the card instead of keeping an offer whose
// Accept and Decline the server would refuse (issue 23).
import { type Db, schema } from '@khabar/db';
import { and, eq } from 'drizzle-orm';
import type { Outbox } from './order-outbox.ts';

const co = schema.captainOffers;

/** The message that tells a captain's app an offer of theirs is over. */
export function offerClosedMessage({
  offer,
  at,
}: {
  offer: typeof co.$inferSelect;
  at: Date;
}): Outbox[number] {
  return {
    channels: [`captain:${offer.deliveryPartnerId}`],
    message: {
      eventId: null,
      type: 'offer_closed',
      orderId: offer.orderId,
      statusId: null,
      payload: { offer_id: offer.id, status: offer.status },
      at: at.toISOString(),
    },
  };
}

/** Ends every open offer of the order and tells their captains. */
export async function closeOrderOffers({
  tx,
  input,
}: {
  tx: Db;
  input: { orderId: number; at: Date; outbox: Outbox };
}): Promise<void> {
  const closed = await tx
    .update(co)
    .set({ status: 'expired', respondedAt: input.at })
    .where(and(eq(co.orderId, input.orderId), eq(co.status, 'offered')))
    .returning();
  for (const offer of closed) input.outbox.push(offerClosedMessage({ offer, at: input.at }));
}
