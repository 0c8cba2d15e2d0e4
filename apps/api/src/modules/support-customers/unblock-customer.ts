import { type Db, schema } from '@khabar/db';
import type { CustomerSummary } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { requireOperator } from '../admin/index.ts';
import { recordAudit } from '../audit/index.ts';
import { auditedCustomer, customerSummaryOf, lockCustomer } from './customer-json.ts';

/**
 * Support (or an admin) unblocks a customer, with a reason: they log in again with a code and order
 * as before (the sessions the block ended stay ended). Audit-logged with the reason.
 */
export async function unblockCustomer(input: {
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
    const before = await lockCustomer({ db: tx, userId: input.customerId, version: input.version });
    if (!before.blockedAt) throw new AppError('CONFLICT', 'This account is not blocked.');
    const [after] = await tx
      .update(schema.users)
      .set({ blockedAt: null, blockedReason: null, version: before.version + 1, updatedAt: at })
      .where(eq(schema.users.id, before.id))
      .returning();
    if (!after) throw new Error('customer not written');
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: level },
      action: 'customer.unblock',
      entity: 'customer',
      entityId: after.id,
      before: auditedCustomer(before),
      after: { ...auditedCustomer(after), reason: input.reason },
      at,
    });
    return customerSummaryOf({ db: tx, user: after });
  });
}
