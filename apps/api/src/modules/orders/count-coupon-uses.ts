import { type Db, schema } from '@khabar/db';
import { type CouponLimits, type CouponUses, ORDER_STATUS } from '@khabar/domain';
import { and, count, eq, ne, or, sql } from 'drizzle-orm';

/**
 * What the domain's `couponLimitRefusal` needs: the coupon's uses by everyone and, for a customer, their
 * own uses and orders so far (uses of failed online payments are deleted). Only what a limit reads is
 * counted.
 */
export async function countCouponUses({
  db,
  couponId,
  userId,
  limits,
}: {
  db: Db;
  couponId: number;
  userId: number | null;
  limits: CouponLimits;
}): Promise<CouponUses> {
  const r = schema.couponRedemptions;
  const countOf = async (q: Promise<Array<{ n: number }>>) => (await q)[0]?.n ?? 0;
  const total =
    limits.maxUsesTotal === null
      ? 0
      : await countOf(db.select({ n: count() }).from(r).where(eq(r.couponId, couponId)));
  if (userId === null) return { total, customer: null };
  const uses =
    limits.maxUsesPerUser === null
      ? 0
      : await countOf(
          db
            .select({ n: count() })
            .from(r)
            .where(and(eq(r.couponId, couponId), eq(r.userId, userId))),
        );
  const earlierOrders = limits.firstOrderOnly ? await countEarlierOrders({ db, userId }) : 0;
  return { total, customer: { uses, earlierOrders } };
}

/**
 * A customer's orders that make their next one not their first: every order but a cancelled one and an
 * online one whose payment failed or expired (it never reached the restaurant). One still waiting for
 * its payment counts, so two first orders cannot be started at once.
 */
export async function countEarlierOrders({ db, userId }: { db: Db; userId: number }): Promise<number> {
  const o = schema.orders;
  const p = schema.payments;
  const [row] = await db
    .select({ n: count() })
    .from(o)
    .where(
      and(
        eq(o.userId, userId),
        ne(o.orderstatusId, ORDER_STATUS.cancelled),
        or(
          ne(o.orderstatusId, ORDER_STATUS.awaitingPayment),
          sql`exists (select 1 from ${p} where ${p.orderId} = ${o.id} and ${p.status} = 'created')`,
        ),
      ),
    );
  return row?.n ?? 0;
}
