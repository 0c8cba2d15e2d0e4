import { type Db, schema } from '@khabar/db';
import type { AdminCoupon } from '@khabar/domain';
import { count, desc } from 'drizzle-orm';
import { couponJson } from './coupon-json.ts';
import { requireOperator } from './require-operator.ts';

/** Every coupon, platform-wide and per restaurant, active or ended, newest first, with its uses (admins). */
export async function listAdminCoupons({ db, userId }: { db: Db; userId: number }): Promise<AdminCoupon[]> {
  await requireOperator({ db, userId, level: 'admin' });
  const [rows, uses] = await Promise.all([
    db.select().from(schema.coupons).orderBy(desc(schema.coupons.id)),
    db
      .select({ couponId: schema.couponRedemptions.couponId, n: count() })
      .from(schema.couponRedemptions)
      .groupBy(schema.couponRedemptions.couponId),
  ]);
  const usesBy = new Map(uses.map((u) => [u.couponId, Number(u.n)]));
  return rows.map((c) => couponJson({ c, uses: usesBy.get(c.id) ?? 0 }));
}
