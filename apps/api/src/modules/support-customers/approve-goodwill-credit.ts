import { type Db, schema } from '@khabar/db';
import { type GoodwillCreditJson, paiseToRupees } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { requireOperator } from '../admin/index.ts';
import { recordAudit } from '../audit/index.ts';
import { addGoodwillToWallet, readCredit } from './goodwill-json.ts';
import { lockPendingCredit } from './lock-pending-credit.ts';

/**
 * An admin approves a goodwill request above a support agent's cap: the wallet is credited, the
 * request marked approved and the audit row written in one transaction. Two admins at once: the
 * second is told who approved it (409), and the money moves once.
 */
export async function approveGoodwillCredit(input: {
  db: Db;
  now: () => Date;
  userId: number;
  creditId: number;
  note: string | null;
}): Promise<{ credit: GoodwillCreditJson; wallet_balance: string }> {
  const at = input.now();
  return input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    const request = await lockPendingCredit({ tx, creditId: input.creditId });
    const { walletTransactionId, balancePaise } = await addGoodwillToWallet({
      tx,
      options: {
        customerId: request.userId,
        amountPaise: request.amountPaise,
        at,
      },
    });
    await tx
      .update(schema.goodwillCredits)
      .set({
        status: 'approved',
        decidedBy: input.userId,
        decidedAt: at,
        decisionNote: input.note || null,
        walletTransactionId,
      })
      .where(eq(schema.goodwillCredits.id, request.id));
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'admin' },
      action: 'goodwill.approve',
      entity: 'goodwill',
      entityId: request.id,
      before: { status: 'pending', amount: paiseToRupees(request.amountPaise), reason: request.reason },
      after: {
        status: 'approved',
        customer_user_id: request.userId,
        note: input.note || null,
        wallet_balance: paiseToRupees(balancePaise),
      },
      at,
    });
    return {
      credit: await readCredit({ db: tx, id: request.id }),
      wallet_balance: paiseToRupees(balancePaise),
    };
  });
}
