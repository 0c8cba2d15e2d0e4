// A captain takes the order offered to them, while the offer is open: the order becomes their trip.
import { schema } from '@khabar/db';
import type { CaptainTrip } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { LifecycleContext } from '../lifecycle/index.ts';
import { assignCaptain, captainOfUser } from '../lifecycle/index.ts';
import { captainTripJson } from './captain-trip-json.ts';

const OFFER_NOT_FOUND = 'Offer not found';
export const OFFER_EXPIRED = 'This offer has expired.';

const co = schema.captainOffers;

/** The offer if it is this account's (as a captain), else "not found". */
export async function ownOffer({
  db,
  userId,
  offerId,
}: {
  db: LifecycleContext['db'];
  userId: number;
  offerId: number;
}) {
  const captain = await captainOfUser({ tx: db, userId });
  if (!captain) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
  const [offer] = await db
    .select()
    .from(co)
    .where(and(eq(co.id, offerId), eq(co.deliveryPartnerId, captain.id)));
  if (!offer) throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
  return { captain, offer };
}

export async function acceptOffer(
  input: LifecycleContext & { userId: number; offerId: number },
): Promise<CaptainTrip> {
  const { captain, offer } = await ownOffer({ db: input.db, userId: input.userId, offerId: input.offerId });
  await assignCaptain({
    ...input,
    orderId: offer.orderId,
    partnerId: captain.id,
    offerId: offer.id,
    actor: { type: 'captain', userId: input.userId },
    owns: async () => true,
    check: async ({ tx, at }) => {
      const [current] = await tx.select().from(co).where(eq(co.id, offer.id)).for('update');
      const open = current?.status === 'offered' && current.expiresAt.getTime() > at.getTime();
      return open ? null : new AppError('CONFLICT', OFFER_EXPIRED);
    },
  });
  return captainTripJson({ db: input.db, orderId: offer.orderId, options: { withPhone: true } });
}
