// The captain app's home: profile, the trip in hand (status 3 or 4), the open offer and the cash they
// hold until they hand it in at the office (decision 039). Reading it is the app open: the captain is
// present for as long as an open stream would keep them (decision 027).
import { type Db, schema } from '@khabar/db';
import { type CaptainMe, cashHeld, paiseToRupees, thumbsUpShare } from '@khabar/domain';
import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { cashTotalsFor } from '../cash/index.ts';
import { captainOfUser } from '../lifecycle/index.ts';
import { recordPresence, STREAM_PRESENCE_MS } from '../presence/index.ts';
import { captainProfileJson } from './captain-profile-json.ts';
import { captainTripJson } from './captain-trip-json.ts';
import { CAPTAIN_NOT_FOUND } from './set-captain-duty.ts';

export async function getCaptainMe(input: { db: Db; now: () => Date; userId: number }): Promise<CaptainMe> {
  const { db } = input;
  const captain = await captainOfUser({ tx: db, userId: input.userId });
  if (!captain) throw new AppError('NOT_FOUND', CAPTAIN_NOT_FOUND);
  await recordPresence({
    db,
    now: input.now,
    who: { kind: 'captain', id: captain.id },
    forMs: STREAM_PRESENCE_MS,
  });
  const [trip] = await db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(and(eq(schema.orders.deliveryPartnerId, captain.id), inArray(schema.orders.orderstatusId, [3, 4])))
    .orderBy(desc(schema.orders.assignedAt))
    .limit(1);
  const [offer] = await db
    .select()
    .from(schema.captainOffers)
    .where(
      and(
        eq(schema.captainOffers.deliveryPartnerId, captain.id),
        eq(schema.captainOffers.status, 'offered'),
        gt(schema.captainOffers.expiresAt, input.now()),
      ),
    );
  // Customers' thumbs for this captain's deliveries (issue 26): read from the partial index of rated ones.
  const [thumbs] = await db
    .select({
      up: sql<number>`count(*) filter (where ${schema.ratings.riderThumbUp})::int`,
      down: sql<number>`count(*) filter (where not ${schema.ratings.riderThumbUp})::int`,
    })
    .from(schema.ratings)
    .where(and(eq(schema.ratings.deliveryPartnerId, captain.id), isNotNull(schema.ratings.riderThumbUp)));
  const up = thumbs?.up ?? 0;
  const down = thumbs?.down ?? 0;
  return {
    captain: captainProfileJson(captain),
    trip: trip ? await captainTripJson({ db, orderId: trip.id, options: { withPhone: true } }) : null,
    offer: offer
      ? {
          id: offer.id,
          expires_at: offer.expiresAt.toISOString(),
          order: await captainTripJson({ db, orderId: offer.orderId, options: { withPhone: false } }),
        }
      : null,
    cash_to_hand_in: paiseToRupees(cashHeld(await cashTotalsFor({ db, captainId: captain.id }))),
    thumbs: { up, down, share: thumbsUpShare(up, down) },
  };
}
