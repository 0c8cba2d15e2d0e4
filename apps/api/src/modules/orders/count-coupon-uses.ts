import { type Db, schema } from '@khabar/db';
import { and, count, eq } from 'drizzle-orm';

export const ALREADY_USED = 'You have already used this coupon.';

/** How many times a customer has used a coupon (uses of failed online payments are deleted). */
export async function countCouponUses({
  db,
  couponId,
  userId,
}: {
  db: Db;
  couponId: number;
  userId: number;
}): Promise<number> {
  const [used] = await db
    .select({ n: count() })
    .from(schema.couponRedemptions)
    .where(and(eq(schema.couponRedemptions.couponId, couponId), eq(schema.couponRedemptions.userId, userId)));
  return used?.n ?? 0;
}
