import { schema } from '@khabar/db';
import type { AdminCaptain } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { withdrawOpenOffers } from '../captain/index.ts';
import { type LifecycleContext, type Outbox, publishOutbox } from '../lifecycle/index.ts';
import { auditedCaptain, lockCaptain, readCaptain } from './captain-json.ts';
import { requireOperator } from './require-operator.ts';

/**
 * An admin suspends a captain: off duty at once, an open offer withdrawn (its order goes to the next
 * captain), no more offers, and going on duty is refused until reinstated. The reason is kept in the
 * audit log.
 *
 * A trip already in hand is NOT taken away: the customer's food is in the captain's bag, and moving it
 * to another captain is support's call (they phone both), not something a suspension does by itself.
 */
export async function suspendCaptain(
  input: Pick<LifecycleContext, 'db' | 'events' | 'now'> & {
    userId: number;
    captainId: number;
    version: number;
    reason: string;
  },
): Promise<AdminCaptain> {
  const at = input.now();
  const outbox: Outbox = [];
  const result = await input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    const captain = await lockCaptain({ tx, captainId: input.captainId, version: input.version });
    if (captain.suspendedAt) throw new AppError('CONFLICT', 'This captain is already suspended.');
    const [row] = await tx
      .update(schema.deliveryPartners)
      .set({ suspendedAt: at, isOnDuty: false, version: captain.version + 1 })
      .where(eq(schema.deliveryPartners.id, captain.id))
      .returning();
    if (!row) throw new Error('captain not written');
    await withdrawOpenOffers({ tx, partnerId: row.id, at, outbox });
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'admin' },
      action: 'captain.suspend',
      entity: 'captain',
      entityId: row.id,
      before: auditedCaptain(captain),
      after: { ...auditedCaptain(row), reason: input.reason },
      at,
    });
    return readCaptain({ db: tx, row });
  });
  await publishOutbox({ events: input.events, outbox });
  return result;
}
