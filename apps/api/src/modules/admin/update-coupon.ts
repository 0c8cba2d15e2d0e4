import { schema } from '@khabar/db';
import {
  type AdminCoupon,
  discountValueProblem,
  ENDS_MESSAGE,
  storedDiscountValue,
  type UpdateCouponBody,
} from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { auditedCoupon, checkCouponRestaurant, couponJson, lockCoupon, usesOf } from './coupon-json.ts';
import { saveCouponChange } from './save-coupon-change.ts';

export type CouponChanges = Omit<UpdateCouponBody, 'token' | 'user_id' | 'version'>;

/**
 * Changes a coupon's terms, dates or switch (admins only; never its code, which customers have).
 * Orders already placed keep the discount they got; a cart quoted before the change is re-priced at
 * placing and told the new bill (409), as for a price change.
 */
export function updateCoupon(
  input: CatalogChangeDeps & { userId: number; couponId: number; version: number; changes: CouponChanges },
): Promise<AdminCoupon> {
  const c = input.changes;
  return saveCouponChange({
    ...input,
    change: async (tx) => {
      const coupon = await lockCoupon({ tx, couponId: input.couponId, version: input.version });
      // Checks that need the stored coupon: a field sent alone must still agree with the others.
      const type = c.discount_type ?? coupon.discountType;
      if (c.discount_value !== undefined) {
        const problem = discountValueProblem(type, c.discount_value);
        if (problem) throw new AppError('BAD_REQUEST', problem);
      }
      const startsAt = c.starts_at === undefined ? coupon.startsAt : c.starts_at;
      const endsAt = c.ends_at === undefined ? coupon.endsAt : c.ends_at;
      if (startsAt && endsAt && endsAt <= startsAt) throw new AppError('BAD_REQUEST', ENDS_MESSAGE);
      if (c.restaurant_id !== undefined) await checkCouponRestaurant({ tx, restaurantId: c.restaurant_id });

      const [row] = await tx
        .update(schema.coupons)
        .set({
          ...(c.name !== undefined && { name: c.name }),
          ...(c.description !== undefined && { description: c.description }),
          ...(c.restaurant_id !== undefined && { restaurantId: c.restaurant_id }),
          ...(c.discount_value !== undefined && {
            discountType: type,
            discountValue: storedDiscountValue(type, c.discount_value),
          }),
          ...(c.upto_amount !== undefined && { uptoAmountPaise: c.upto_amount }),
          ...(c.min_order_amount !== undefined && { minOrderAmountPaise: c.min_order_amount }),
          ...(c.max_uses_per_user !== undefined && { maxUsesPerUser: c.max_uses_per_user }),
          ...(c.max_uses_total !== undefined && { maxUsesTotal: c.max_uses_total }),
          ...(c.first_order_only !== undefined && { firstOrderOnly: c.first_order_only }),
          ...(c.is_active !== undefined && { isActive: c.is_active }),
          startsAt,
          endsAt,
          version: coupon.version + 1,
        })
        .where(eq(schema.coupons.id, coupon.id))
        .returning();
      if (!row) throw new Error('coupon not written');
      return {
        result: couponJson({ c: row, uses: await usesOf({ db: tx, couponId: row.id }) }),
        action: 'coupon.update',
        before: auditedCoupon(coupon),
        after: auditedCoupon(row),
      };
    },
  });
}
