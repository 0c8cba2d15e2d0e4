import { type Db, schema } from '@khabar/db';
import type { CustomerSummary } from '@khabar/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { operatorLevelOf, requireOperator } from '../admin/index.ts';
import { recordAudit } from '../audit/index.ts';
import { auditedCustomer, customerSummaryOf, lockCustomer } from './customer-json.ts';

/**
 * Whether an account works for the platform: blocking it here would take a captain off a trip in hand
 * or a kitchen off its console, or let support lock out an admin. Those have their own doors
 * (suspending a captain, removing staff, revoking an operator).
 */
async function workRoleOf(tx: Db, userId: number): Promise<string | null> {
  if ((await operatorLevelOf({ db: tx, userId })) !== null) return "one of Khabar's operators";
  const [captain] = await tx
    .select({ id: schema.deliveryPartners.id })
    .from(schema.deliveryPartners)
    .where(eq(schema.deliveryPartners.userId, userId));
  if (captain) return 'a captain (suspend them on the Captains page instead)';
  const [staff] = await tx
    .select({ id: schema.restaurantStaff.restaurantId })
    .from(schema.restaurantStaff)
    .where(eq(schema.restaurantStaff.userId, userId))
    .limit(1);
  if (staff) return "a restaurant's staff";
  return null;
}

/**
 * Support (or an admin) blocks a customer's account, with a reason (decision 034): every session of
 * theirs ends in the same transaction, and from then on a login code is refused and so is an order
 * (ACCOUNT_BLOCKED). Orders already placed go on to their end: the kitchen cooks, the captain delivers,
 * a refund still reaches the wallet. Audit-logged with the reason.
 */
export async function blockCustomer(input: {
  db: Db;
  now: () => Date;
  userId: number;
  customerId: number;
  version: number;
  reason: string;
}): Promise<CustomerSummary> {
  const at = input.now();
  return input.db.transaction(async (tx) => {
    const level = await requireOperator({ db: tx, userId: input.userId });
    if (input.customerId === input.userId) {
      throw new AppError('CONFLICT', 'You cannot block your own account.');
    }
    const before = await lockCustomer({ db: tx, userId: input.customerId, version: input.version });
    if (before.blockedAt) throw new AppError('CONFLICT', 'This account is already blocked.');
    const role = await workRoleOf(tx, before.id);
    if (role) throw new AppError('CONFLICT', `This account is ${role}, so it is not blocked here.`);
    const [after] = await tx
      .update(schema.users)
      .set({ blockedAt: at, blockedReason: input.reason, version: before.version + 1, updatedAt: at })
      .where(eq(schema.users.id, before.id))
      .returning();
    if (!after) throw new Error('customer not written');
    await tx
      .update(schema.sessions)
      .set({ revokedAt: at })
      .where(and(eq(schema.sessions.userId, before.id), isNull(schema.sessions.revokedAt)));
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: level },
      action: 'customer.block',
      entity: 'customer',
      entityId: after.id,
      before: auditedCustomer(before),
      after: auditedCustomer(after),
      at,
    });
    return customerSummaryOf({ db: tx, user: after });
  });
}
