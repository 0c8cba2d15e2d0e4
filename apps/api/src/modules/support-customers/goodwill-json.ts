// A goodwill credit as the back office reads it (with the names of the customer, who asked and who
// decided), what a support agent has credited today, and the wallet credit itself.
import { type Db, schema } from '@khabar/db';
import { formatInr, type GoodwillCreditJson, kolkataDayOf, paiseToRupees } from '@khabar/domain';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../errors/app-error.ts';

export type CreditRow = typeof schema.goodwillCredits.$inferSelect;

const g = schema.goodwillCredits;
const customer = alias(schema.users, 'customer');
const asker = alias(schema.users, 'asker');
const decider = alias(schema.users, 'decider');

/** Credits matching `where`, newest first (or oldest first: a queue of requests), with their people. */
export async function readCredits({
  db,
  where,
  options: { limit, oldestFirst = false },
}: {
  db: Db;
  where: SQL | undefined;
  options: { limit: number; oldestFirst?: boolean };
}): Promise<GoodwillCreditJson[]> {
  const rows = await db
    .select({
      credit: g,
      customerName: customer.name,
      customerPhone: customer.phone,
      askerName: asker.name,
      deciderName: decider.name,
    })
    .from(g)
    .innerJoin(customer, eq(customer.id, g.userId))
    .leftJoin(asker, eq(asker.id, g.requestedBy))
    .leftJoin(decider, eq(decider.id, g.decidedBy))
    .where(where)
    .orderBy(oldestFirst ? g.requestedAt : desc(g.requestedAt), oldestFirst ? g.id : desc(g.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.credit.id,
    customer: { user_id: r.credit.userId, name: r.customerName, phone: r.customerPhone },
    amount: paiseToRupees(r.credit.amountPaise),
    reason: r.credit.reason,
    status: r.credit.status,
    requested_by: { user_id: r.credit.requestedBy, name: r.askerName ?? 'A former operator' },
    requested_at: r.credit.requestedAt.toISOString(),
    decided_by:
      r.credit.decidedAt === null
        ? null
        : { user_id: r.credit.decidedBy, name: r.deciderName ?? 'A former operator' },
    decided_at: r.credit.decidedAt?.toISOString() ?? null,
    decision_note: r.credit.decisionNote,
  }));
}

export async function readCredit({ db, id }: { db: Db; id: number }): Promise<GoodwillCreditJson> {
  const [credit] = await readCredits({ db, where: eq(g.id, id), options: { limit: 1 } });
  if (!credit) throw new Error(`goodwill credit ${id} not found after writing it`);
  return credit;
}

/** Paise a support agent credited at once (within their cap) in the Kolkata day of `at`. */
export async function creditedToday({
  db,
  agentId,
  at,
}: {
  db: Db;
  agentId: number;
  at: Date;
}): Promise<number> {
  const { start, end } = kolkataDayOf(at);
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${g.amountPaise}), 0)` })
    .from(g)
    .where(
      and(
        eq(g.requestedBy, agentId),
        eq(g.status, 'credited'),
        gte(g.requestedAt, start),
        lt(g.requestedAt, end),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** What a support agent may still credit today: the cap, what they used, what is left (rupees). */
export function allowanceJson({ capPaise, usedPaise }: { capPaise: number; usedPaise: number }) {
  return {
    cap: paiseToRupees(capPaise),
    used_today: paiseToRupees(usedPaise),
    left_today: paiseToRupees(Math.max(0, capPaise - usedPaise)),
  };
}

const INT4_MAX = 2_147_483_647;

/**
 * Puts a goodwill credit in the customer's wallet, in the caller's transaction: the balance, its ledger
 * line and an alert telling the customer. Returns the ledger line and the new balance.
 */
export async function addGoodwillToWallet({
  tx,
  options: { customerId, amountPaise, at },
}: {
  tx: Db;
  options: { customerId: number; amountPaise: number; at: Date };
}): Promise<{ walletTransactionId: number; balancePaise: number }> {
  const [u] = await tx
    .update(schema.users)
    .set({ walletBalancePaise: sql`${schema.users.walletBalancePaise} + ${amountPaise}` })
    .where(
      and(
        eq(schema.users.id, customerId),
        sql`${schema.users.walletBalancePaise} <= ${INT4_MAX - amountPaise}`,
      ),
    )
    .returning({ balance: schema.users.walletBalancePaise });
  if (!u) throw new AppError('CONFLICT', 'This wallet cannot hold any more money.');
  const [line] = await tx
    .insert(schema.walletTransactions)
    .values({
      userId: customerId,
      amountPaise,
      balanceAfterPaise: u.balance,
      type: 'deposit',
      description: 'Goodwill credit from customer support',
      createdAt: at,
    })
    .returning({ id: schema.walletTransactions.id });
  if (!line) throw new Error('wallet line not written');
  await tx.insert(schema.notifications).values({
    userId: customerId,
    title: 'Money added to your wallet',
    message: `Our support team added ${formatInr(amountPaise)} to your wallet. It is yours to spend on your next order.`,
    createdAt: at,
  });
  return { walletTransactionId: line.id, balancePaise: u.balance };
}
