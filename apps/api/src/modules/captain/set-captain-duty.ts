// On or off duty. Only on-duty captains are offered orders; going off withdraws an open offer (it goes
// to the next captain). A trip in hand is still theirs to finish. A suspended captain (back office)
// cannot go on duty until reinstated.
import { schema } from '@khabar/db';
import type { CaptainProfile } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { LifecycleContext } from '../lifecycle/index.ts';
import { type Outbox, publishOutbox } from '../lifecycle/index.ts';
import { ACTION_PRESENCE_MS, recordPresence } from '../presence/index.ts';
import { captainProfileJson } from './captain-profile-json.ts';
import { withdrawOpenOffers } from './expire-offer.ts';

export const CAPTAIN_NOT_FOUND = 'Captain not found';
const CAPTAIN_SUSPENDED = 'Your account is suspended. Call support.';

export async function setCaptainDuty(
  input: LifecycleContext & { userId: number; onDuty: boolean },
): Promise<CaptainProfile> {
  const at = input.now();
  const outbox: Outbox = [];
  const captain = await input.db.transaction(async (tx) => {
    // Locked first: a suspension being saved at this moment is seen, never overwritten.
    const [found] = await tx
      .select({ suspendedAt: schema.deliveryPartners.suspendedAt })
      .from(schema.deliveryPartners)
      .where(eq(schema.deliveryPartners.userId, input.userId))
      .for('update');
    if (!found) throw new AppError('NOT_FOUND', CAPTAIN_NOT_FOUND);
    if (input.onDuty && found.suspendedAt) throw new AppError('FORBIDDEN', CAPTAIN_SUSPENDED);
    const [row] = await tx
      .update(schema.deliveryPartners)
      .set({ isOnDuty: input.onDuty })
      .where(eq(schema.deliveryPartners.userId, input.userId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', CAPTAIN_NOT_FOUND);
    if (!input.onDuty) await withdrawOpenOffers({ tx, partnerId: row.id, at, outbox });
    // A person at the switch: the demo autopilot never rides them (decision 027).
    await recordPresence({
      db: tx,
      now: () => at,
      who: { kind: 'captain', id: row.id },
      forMs: ACTION_PRESENCE_MS,
    });
    return row;
  });
  // The operators' map shows who is on duty (live only: the map reads the list again on connecting).
  outbox.push({
    channels: ['ops'],
    message: {
      eventId: null,
      type: 'captain_duty',
      orderId: null,
      statusId: null,
      payload: { captain_id: captain.id, on_duty: captain.isOnDuty },
      at: at.toISOString(),
    },
  });
  await publishOutbox({ events: input.events, outbox });
  return captainProfileJson(captain);
}
