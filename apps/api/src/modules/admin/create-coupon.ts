import { schema } from '@khabar/db';
import { type AdminCoupon, type CreateCouponBody, storedDiscountValue } from '@khabar/domain';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { auditedCoupon, checkCouponRestaurant, couponJson } from './coupon-json.ts';
import { saveCouponChange } from './save-coupon-change.ts';

/** A new coupon (admins only), live for carts at once if active and in its dates. */
export function createCoupon(
  input: CatalogChangeDeps & { userId: number; coupon: Omit<CreateCouponBody, 'token' | 'user_id'> },
): Promise<AdminCoupon> {
  const c = input.coupon;
  return saveCouponChange({
    ...input,
    change: async (tx, at) => {
      await checkCouponRestaurant({ tx, restaurantId: c.restaurant_id });
      // The unique index decides between two admins creating one code at once: the second is told.
      const [row] = await tx
        .insert(schema.coupons)
        .values({
          code: c.code,
          name: c.name,
          description: c.description,
          restaurantId: c.restaurant_id,
          discountType: c.discount_type,
          discountValue: storedDiscountValue(c.discount_type, c.discount_value),
          uptoAmountPaise: c.upto_amount,
          minOrderAmountPaise: c.min_order_amount,
          maxUsesPerUser: c.max_uses_per_user,
          maxUsesTotal: c.max_uses_total,
          firstOrderOnly: c.first_order_only,
          startsAt: c.starts_at,
          endsAt: c.ends_at,
          isActive: true,
          createdAt: at,
        })
        .onConflictDoNothing({ target: schema.coupons.code })
        .returning();
      if (!row) throw new AppError('CONFLICT', `The code ${c.code} is taken: choose another.`);
      return {
        result: couponJson({ c: row, uses: 0 }),
        action: 'coupon.create',
        before: null,
        after: auditedCoupon(row),
      };
    },
  });
}
