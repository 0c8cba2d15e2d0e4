// A customer as support sees them, and what every support change to an account shares: the account
// locked at the version the agent read.
import { type Db, schema } from '@khabar/db';
import { type CustomerSummary, ORDER_STATUS, paiseToRupees } from '@khabar/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';

export type UserRow = typeof schema.users.$inferSelect;

const CUSTOMER_NOT_FOUND = 'Customer not found.';
const STALE =
  "Someone else changed this customer's account since you opened it. Reload to see their change, then try again.";

/** Delivered and cancelled are the ends. */
const ENDED = [ORDER_STATUS.delivered, ORDER_STATUS.cancelled];

export async function customerSummaryOf({ db, user }: { db: Db; user: UserRow }): Promise<CustomerSummary> {
  const o = schema.orders;
  const [orders] = await db
    .select({
      all: count(),
      open: sql<number>`count(*) filter (where ${o.orderstatusId} not in (${sql.join(
        ENDED.map((s) => sql`${s}`),
        sql`, `,
      )}))`.mapWith(Number),
    })
    .from(o)
    // An order still waiting for its online payment was never placed: it is not counted.
    .where(and(eq(o.userId, user.id), sql`${o.orderstatusId} <> ${ORDER_STATUS.awaitingPayment}`));
  return {
    user_id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    joined_at: user.createdAt.toISOString(),
    wallet_balance: paiseToRupees(user.walletBalancePaise),
    orders_count: orders?.all ?? 0,
    open_orders_count: orders?.open ?? 0,
    blocked_at: user.blockedAt?.toISOString() ?? null,
    blocked_reason: user.blockedReason,
    version: user.version,
  };
}

export async function readCustomer({ db, userId }: { db: Db; userId: number }): Promise<UserRow> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
  if (!user) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  return user;
}

/** The account, locked for a change, at the version the agent read (another's change first: 409). */
export async function lockCustomer({
  db,
  userId,
  version,
}: {
  db: Db;
  userId: number;
  version: number;
}): Promise<UserRow> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId)).for('update');
  if (!user) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND);
  if (user.version !== version) throw new AppError('CONFLICT', STALE);
  return user;
}

/** The account as the audit log keeps it: who, and whether blocked; never their addresses or wallet. */
export const auditedCustomer = (u: UserRow) => ({
  user_id: u.id,
  phone: u.phone,
  name: u.name,
  blocked_at: u.blockedAt?.toISOString() ?? null,
  blocked_reason: u.blockedReason,
  version: u.version,
});
