// On or off duty. Only on-duty captains are offered orders; going off withdraws an open offer (it goes
// to the next captain). A trip in hand is still theirs to finish.
import { schema } from '@khabar/db';
import type { CaptainProfile } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { LifecycleContext } from '../lifecycle/index.ts';
import { type Outbox, publishOutbox } from '../lifecycle/index.ts';
import { captainProfileJson } from './captain-profile-json.ts';
import { redispatch } from './expire-offer.ts';

export const CAPTAIN_NOT_FOUND = 'Captain not found';

export async function setCaptainDuty(
  input: LifecycleContext & { userId: number; onDuty: boolean },
): Promise<CaptainProfile> {
  const at = input.now();
  const outbox: Outbox = [];
  const captain = await input.db.transaction(async (tx) => {
    const [row] = await tx
      .update(schema.deliveryPartners)
      .set({ isOnDuty: input.onDuty })
      .where(eq(schema.deliveryPartners.userId, input.userId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', CAPTAIN_NOT_FOUND);
    if (!input.onDuty) {
      const withdrawn = await tx
        .update(schema.captainOffers)
        .set({ status: 'expired', respondedAt: at })
        .where(
          and(eq(schema.captainOffers.deliveryPartnerId, row.id), eq(schema.captainOffers.status, 'offered')),
        )
        .returning();
      for (const offer of withdrawn) await redispatch(tx, offer, at, outbox);
    }
    return row;
  });
  await publishOutbox(input.events, outbox);
  return captainProfileJson(captain);
}
