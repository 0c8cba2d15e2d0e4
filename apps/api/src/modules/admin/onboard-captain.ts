import { type Db, schema } from '@khabar/db';
import type { AdminCaptain } from '@khabar/domain';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { auditedCaptain, captainJson } from './captain-json.ts';
import { ensureAccount } from './ensure-account.ts';
import { requireOperator } from './require-operator.ts';

const ALREADY_A_CAPTAIN = 'This phone already belongs to a captain.';

/**
 * An admin makes a phone a captain, off duty. The account is made if the phone has none (the person
 * logs in with a code like everyone else); an account is at most one captain.
 */
export async function onboardCaptain(input: {
  db: Db;
  now: () => Date;
  userId: number;
  phone: string;
  name: string;
  vehicleNumber: string;
}): Promise<AdminCaptain> {
  const at = input.now();
  return input.db.transaction(async (tx) => {
    await requireOperator(tx, input.userId, 'admin');
    // The account's row, locked: two admins onboarding one phone at once queue here.
    const user = await ensureAccount(tx, input.phone, input.name);
    const [row] = await tx
      .insert(schema.deliveryPartners)
      .values({
        userId: user.id,
        name: input.name,
        phone: input.phone,
        vehicleNumber: input.vehicleNumber,
        isOnDuty: false,
      })
      .onConflictDoNothing({ target: schema.deliveryPartners.userId })
      .returning();
    if (!row) throw new AppError('CONFLICT', ALREADY_A_CAPTAIN);
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'admin' },
      action: 'captain.onboard',
      entity: 'captain',
      entityId: row.id,
      before: null,
      after: auditedCaptain(row),
      at,
    });
    return captainJson(row, null);
  });
}
