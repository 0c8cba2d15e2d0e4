import { type Db, schema } from '@khabar/db';
import { type GoodwillCreditJson, paiseToRupees } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { requireOperator } from '../admin/index.ts';
import { recordAudit } from '../audit/index.ts';
import { readCustomer } from './customer-json.ts';
import { readCredit } from './goodwill-json.ts';
import { lockPendingCredit } from './lock-pending-credit.ts';

/** An admin declines a goodwill request, saying why: nothing reaches the wallet; audit-logged. */
export async function declineGoodwillCredit(input: {
  db: Db;
  now: () => Date;
  userId: number;
  creditId: number;
  note: string;
}): Promise<{ credit: GoodwillCreditJson; wallet_balance: string }> {
  const at = input.now();
  return input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    const request = await lockPendingCredit({ tx, creditId: input.creditId });
    await tx
      .update(schema.goodwillCredits)
      .set({ status: 'declined', decidedBy: input.userId, decidedAt: at, decisionNote: input.note })
      .where(eq(schema.goodwillCredits.id, request.id));
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'admin' },
      action: 'goodwill.decline',
      entity: 'goodwill',
      entityId: request.id,
      before: { status: 'pending', amount: paiseToRupees(request.amountPaise), reason: request.reason },
      after: { status: 'declined', customer_user_id: request.userId, note: input.note },
      at,
    });
    const customer = await readCustomer({ db: tx, userId: request.userId });
    return {
      credit: await readCredit({ db: tx, id: request.id }),
      wallet_balance: paiseToRupees(customer.walletBalancePaise),
    };
  });
}
