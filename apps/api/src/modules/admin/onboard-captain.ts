import { type Db, schema } from '@khabar/db';
import type { AdminCaptain } from '@khabar/domain';
import { eq, or } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { auditedCaptain, captainJson } from './captain-json.ts';
import { ensureAccount } from './ensure-account.ts';
import { requireOperator } from './require-operator.ts';

/** 409 naming the field (the form marks it): the phone is already a captain's, whose name is said. */
const alreadyACaptain = (phone: string, name: string) => {
  const message = `phone ${phone} already belongs to the captain ${name}: one captain per phone.`;
  return new AppError('CONFLICT', message, { errors: [{ path: 'phone', message }] });
};

/**
 * An admin makes a phone a captain, off duty. The account is made if the phone has none (the person
 * logs in with a code like everyone else); an account is at most one captain, and so is a phone: a
 * captain's own phone column (captains onboarded before they had an account have only that) counts.
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
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    // The account's row, locked: two admins onboarding one phone at once queue here.
    const user = await ensureAccount({ tx, phone: input.phone, name: input.name });
    // Checked under that lock: two onboardings of one phone queue on its account's row.
    const [taken] = await tx
      .select({ name: schema.deliveryPartners.name })
      .from(schema.deliveryPartners)
      .where(or(eq(schema.deliveryPartners.phone, input.phone), eq(schema.deliveryPartners.userId, user.id)))
      .limit(1);
    if (taken) throw alreadyACaptain(input.phone, taken.name);
    const [row] = await tx
      .insert(schema.deliveryPartners)
      .values({
        userId: user.id,
        name: input.name,
        phone: input.phone,
        vehicleNumber: input.vehicleNumber,
        isOnDuty: false,
      })
      .returning();
    if (!row) throw new Error('captain not written');
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
    // A new captain has carried nothing and holds nothing.
    return captainJson({ c: row, carrying: null, heldPaise: 0 });
  });
}
