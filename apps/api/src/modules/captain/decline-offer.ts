// A captain lets an offer go: it goes to the next nearest captain at once.
import { schema } from '@khabar/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { LifecycleContext } from '../lifecycle/index.ts';
import { type Outbox, publishOutbox } from '../lifecycle/index.ts';
import { ACTION_PRESENCE_MS, recordPresence } from '../presence/index.ts';
import { OFFER_EXPIRED, ownOffer } from './accept-offer.ts';
import { redispatch } from './expire-offer.ts';

const co = schema.captainOffers;

export async function declineOffer(
  input: LifecycleContext & { userId: number; offerId: number },
): Promise<{ declined: true }> {
  const { offer } = await ownOffer({ db: input.db, userId: input.userId, offerId: input.offerId });
  const at = input.now();
  const outbox: Outbox = [];
  const declined = await input.db.transaction(async (tx) => {
    const [row] = await tx
      .update(co)
      .set({ status: 'declined', respondedAt: at })
      .where(and(eq(co.id, offer.id), eq(co.status, 'offered')))
      .returning();
    if (row) await redispatch({ tx, offer: row, at, outbox });
    await recordPresence({
      db: tx,
      now: () => at,
      who: { kind: 'captain', id: offer.deliveryPartnerId },
      forMs: ACTION_PRESENCE_MS,
    });
    return Boolean(row);
  });
  await publishOutbox({ events: input.events, outbox });
  if (!declined) throw new AppError('CONFLICT', OFFER_EXPIRED);
  return { declined: true };
}
