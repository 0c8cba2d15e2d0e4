import { schema } from '@khabar/db';
import type { AdminCoupon } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { auditedCoupon, couponJson, lockCoupon, usesOf } from './coupon-json.ts';
import { saveCouponChange } from './save-coupon-change.ts';

/**
 * Ends a coupon now (admins only): switched off, and its end moved to now unless it ended earlier.
 * Never deleted: the orders that used it keep naming it. Carts refuse it from the next quote.
 */
export function endCoupon(
  input: CatalogChangeDeps & { userId: number; couponId: number; version: number },
): Promise<AdminCoupon> {
  return saveCouponChange({
    ...input,
    change: async (tx, at) => {
      const coupon = await lockCoupon({ tx, couponId: input.couponId, version: input.version });
      const endsAt = coupon.endsAt && coupon.endsAt <= at ? coupon.endsAt : at;
      const [row] = await tx
        .update(schema.coupons)
        .set({ isActive: false, endsAt, version: coupon.version + 1 })
        .where(eq(schema.coupons.id, coupon.id))
        .returning();
      if (!row) throw new Error('coupon not written');
      return {
        result: couponJson({ c: row, uses: await usesOf({ db: tx, couponId: row.id }) }),
        action: 'coupon.end',
        before: auditedCoupon(coupon),
        after: auditedCoupon(row),
      };
    },
  });
}
