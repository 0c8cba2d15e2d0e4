import { type Db, schema } from '@khabar/db';
import type { AdminCaptain } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { auditedCaptain, lockCaptain, readCaptain } from './captain-json.ts';
import { requireOperator } from './require-operator.ts';

/** An admin lifts a captain's suspension; they stay off duty until they go on duty in the captain app. */
export async function reinstateCaptain(input: {
  db: Db;
  now: () => Date;
  userId: number;
  captainId: number;
  version: number;
}): Promise<AdminCaptain> {
  const at = input.now();
  return input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    const captain = await lockCaptain({ tx, captainId: input.captainId, version: input.version });
    if (!captain.suspendedAt) throw new AppError('CONFLICT', 'This captain is not suspended.');
    const [row] = await tx
      .update(schema.deliveryPartners)
      .set({ suspendedAt: null, version: captain.version + 1 })
      .where(eq(schema.deliveryPartners.id, captain.id))
      .returning();
    if (!row) throw new Error('captain not written');
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'admin' },
      action: 'captain.reinstate',
      entity: 'captain',
      entityId: row.id,
      before: auditedCaptain(captain),
      after: auditedCaptain(row),
      at,
    });
    return readCaptain({ db: tx, row });
  });
}
