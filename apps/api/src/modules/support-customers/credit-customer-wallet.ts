import type { Db } from '@khabar/db';
import { schema } from '@khabar/db';
import { type GoodwillCreditJson, goodwillPath, paiseToRupees } from '@khabar/domain';
import { sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { operatorLevelOf, requireOperator } from '../admin/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { SettingsStore } from '../settings/index.ts';
import { readCustomer } from './customer-json.ts';
import { addGoodwillToWallet, allowanceJson, creditedToday, readCredit } from './goodwill-json.ts';

/**
 * An operator credits a customer's wallet as goodwill (decision 034). A support agent's credit that
 * keeps their Kolkata day's total within the cap (platform settings) is in the wallet at once;
 * anything above becomes a request an admin approves or declines, and nothing moves until then. An
 * admin's credit is made at once: admins are who approve. Two credits by one agent at once queue on
 * the agent's lock, so together they cannot pass the cap. The wallet, the record and the audit row are
 * one transaction.
 */
export async function creditCustomerWallet(input: {
  db: Db;
  now: () => Date;
  settings: SettingsStore;
  userId: number;
  customerId: number;
  amountPaise: number;
  reason: string;
}): Promise<{
  credit: GoodwillCreditJson;
  wallet_balance: string;
  my_goodwill: ReturnType<typeof allowanceJson> | null;
}> {
  const at = input.now();
  return input.db.transaction(async (tx) => {
    const level = await requireOperator({ db: tx, userId: input.userId });
    if (input.customerId === input.userId) {
      throw new AppError('FORBIDDEN', 'You cannot credit your own wallet.');
    }
    const customer = await readCustomer({ db: tx, userId: input.customerId });
    if ((await operatorLevelOf({ db: tx, userId: customer.id })) !== null) {
      throw new AppError(
        'FORBIDDEN',
        "Goodwill is for customers: this account is one of Khabar's operators.",
      );
    }
    const capPaise = input.settings.current().goodwillDailyCapPaise;
    let used = 0;
    let path: 'credit' | 'request' = 'credit';
    if (level === 'support') {
      // One agent's credits queue here until each commits: the sum below is never read by two at once.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`goodwill-cap:${input.userId}`}))`);
      used = await creditedToday({ db: tx, agentId: input.userId, at });
      path = goodwillPath(input.amountPaise, used, capPaise);
    }
    let balancePaise = customer.walletBalancePaise;
    let walletTransactionId: number | null = null;
    if (path === 'credit') {
      ({ walletTransactionId, balancePaise } = await addGoodwillToWallet({
        tx,
        options: {
          customerId: customer.id,
          amountPaise: input.amountPaise,
          at,
        },
      }));
    }
    const [row] = await tx
      .insert(schema.goodwillCredits)
      .values({
        userId: customer.id,
        amountPaise: input.amountPaise,
        reason: input.reason,
        status: path === 'credit' ? 'credited' : 'pending',
        requestedBy: input.userId,
        requestedRole: level,
        requestedAt: at,
        walletTransactionId,
      })
      .returning();
    if (!row) throw new Error('goodwill credit not written');
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: level },
      action: path === 'credit' ? 'goodwill.credit' : 'goodwill.request',
      entity: 'goodwill',
      entityId: row.id,
      after: {
        customer_user_id: customer.id,
        amount: paiseToRupees(row.amountPaise),
        reason: row.reason,
        status: row.status,
        wallet_balance: paiseToRupees(balancePaise),
      },
      at,
    });
    return {
      credit: await readCredit({ db: tx, id: row.id }),
      wallet_balance: paiseToRupees(balancePaise),
      my_goodwill:
        level === 'support'
          ? allowanceJson({ capPaise, usedPaise: used + (path === 'credit' ? input.amountPaise : 0) })
          : null,
    };
  });
}
