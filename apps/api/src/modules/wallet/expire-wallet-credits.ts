// Refund credit is valid 30 days (policy; decision 044). A durable job at the top of every hour (the
// way the trail pruning runs, decision 040: each run first enqueues the next, one per hour by its
// singleton key, and every process's start enqueues the coming one) takes back what is unspent of each
// credit past its day: per customer, under their row lock, the domain works out from the ledger what is
// left of each credit (spending draws on expiring credit first), and a 'withdraw' entry naming the
// credit takes exactly that, by a guarded update that never takes the balance below 0. Money that
// never expires is never touched. The unique index on expires_transaction_id makes each expiry once.
//
// A fully spent credit gets no entry (a ledger line is never ₹0), so it stays "not expired" in the
// ledger; it is not picked again once the customer's balance has been 0 after it (then nothing of it
// can be left) or while their balance is 0. A customer who keeps other money in the wallet has such a
// credit looked at again each hour: one read of their ledger, no write.
import { type Db, schema } from '@khabar/db';
import { creditsToExpire } from '@khabar/domain';
import { and, asc, eq, gt, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { enqueueJob } from '../jobs/index.ts';

const HOUR_MS = 3_600_000;
const w = schema.walletTransactions;

/** Enqueues the run due at the next top of the hour (harmless to call again: one job per hour). */
export async function scheduleWalletExpiry({ db, now }: { db: Db; now: () => Date }): Promise<Date> {
  const runAt = new Date((Math.floor(now().getTime() / HOUR_MS) + 1) * HOUR_MS);
  await enqueueJob({
    tx: db,
    job: {
      name: 'expire-wallet-credits',
      payload: {},
      runAt,
      singletonKey: `expire-wallet-credits:${runAt.toISOString()}`,
    },
  });
  return runAt;
}

/** Expires every refund credit whose day has come; returns how many entries were written. */
export async function expireWalletCredits({
  db,
  now,
}: {
  db: Db;
  now: () => Date;
}): Promise<{ expired: number; paise: number }> {
  await scheduleWalletExpiry({ db, now });
  const at = now();
  const customers = await db
    .selectDistinct({ userId: w.userId })
    .from(w)
    .innerJoin(schema.users, eq(schema.users.id, w.userId))
    .where(
      and(
        isNotNull(w.expiresAt),
        lte(w.expiresAt, at),
        gt(schema.users.walletBalancePaise, 0),
        // Not expired yet.
        sql`not exists (select 1 from ${w} e where e.expires_transaction_id = ${w.id})`,
        // Nothing can be left of a credit once the balance has been 0 after it.
        sql`not exists (select 1 from ${w} z where z.user_id = ${w.userId} and z.id > ${w.id} and z.balance_after_paise = 0)`,
      ),
    );
  let expired = 0;
  let paise = 0;
  let failure: unknown = null;
  for (const { userId } of customers) {
    // One customer's trouble does not hold up the others; the run still fails, so it is logged and retried.
    try {
      const done = await expireCustomerCredits(db, userId, at);
      expired += done.expired;
      paise += done.paise;
    } catch (err) {
      failure ??= err;
    }
  }
  if (failure) throw failure;
  return { expired, paise };
}

async function expireCustomerCredits(db: Db, userId: number, at: Date) {
  return db.transaction(async (tx) => {
    // Every wallet movement takes this row first: the ledger read below is the whole ledger.
    await tx
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.id, userId))
      .for('update');
    const ledger = await tx
      .select({
        id: w.id,
        amountPaise: w.amountPaise,
        createdAt: w.createdAt,
        expiresAt: w.expiresAt,
        expiresTransactionId: w.expiresTransactionId,
        orderId: w.orderId,
      })
      .from(w)
      .where(eq(w.userId, userId))
      .orderBy(asc(w.id));
    let expired = 0;
    let paise = 0;
    for (const due of creditsToExpire(ledger, at)) {
      const [user] = await tx
        .update(schema.users)
        .set({ walletBalancePaise: sql`${schema.users.walletBalancePaise} - ${due.unspentPaise}` })
        .where(and(eq(schema.users.id, userId), gte(schema.users.walletBalancePaise, due.unspentPaise)))
        .returning({ balance: schema.users.walletBalancePaise });
      // The ledger says the balance holds it; a balance that does not is left alone for a person to see.
      if (!user) throw new Error(`wallet expiry: balance of user ${userId} below the credit left`);
      await tx.insert(w).values({
        userId,
        amountPaise: -due.unspentPaise,
        balanceAfterPaise: user.balance,
        type: 'withdraw',
        description: 'Refund credit expired',
        orderId: ledger.find((e) => e.id === due.id)?.orderId ?? null,
        createdAt: at,
        expiresTransactionId: due.id,
      });
      expired++;
      paise += due.unspentPaise;
    }
    return { expired, paise };
  });
}
