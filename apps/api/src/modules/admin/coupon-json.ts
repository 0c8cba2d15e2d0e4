// A coupon as the back office sees it, and what every coupon change shares: the row locked for the
// change, the version check, and the restaurant it names.
import { type Db, schema } from '@khabar/db';
import { type AdminCoupon, paiseToRupees } from '@khabar/domain';
import { count, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';

type CouponRow = typeof schema.coupons.$inferSelect;

const COUPON_NOT_FOUND = 'Coupon not found';

export function couponJson({ c, uses }: { c: CouponRow; uses: number }): AdminCoupon {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    description: c.description,
    restaurant_id: c.restaurantId,
    discount_type: c.discountType,
    discount_value: c.discountType === 'PERCENTAGE' ? c.discountValue : paiseToRupees(c.discountValue),
    upto_amount: c.uptoAmountPaise === null ? null : paiseToRupees(c.uptoAmountPaise),
    min_order_amount: paiseToRupees(c.minOrderAmountPaise),
    max_uses_per_user: c.maxUsesPerUser,
    max_uses_total: c.maxUsesTotal,
    first_order_only: c.firstOrderOnly,
    starts_at: c.startsAt?.toISOString() ?? null,
    ends_at: c.endsAt?.toISOString() ?? null,
    is_active: c.isActive,
    uses,
    version: c.version,
  };
}

/** The coupon as the audit log keeps it: its terms, not how often it was used. */
export function auditedCoupon(c: CouponRow) {
  const { uses: _uses, ...terms } = couponJson({ c, uses: 0 });
  return terms;
}

/** Orders placed with the coupon. */
export async function usesOf({ db, couponId }: { db: Db; couponId: number }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(schema.couponRedemptions)
    .where(eq(schema.couponRedemptions.couponId, couponId));
  return Number(row?.n ?? 0);
}

/** The coupon, locked for the change, at the version the admin read; 404 or 409 otherwise. */
export async function lockCoupon({
  tx,
  couponId,
  version,
}: {
  tx: Db;
  couponId: number;
  version: number;
}): Promise<CouponRow> {
  const [coupon] = await tx
    .select()
    .from(schema.coupons)
    .where(eq(schema.coupons.id, couponId))
    .for('update');
  if (!coupon) throw new AppError('NOT_FOUND', COUPON_NOT_FOUND);
  if (coupon.version !== version) {
    throw new AppError(
      'CONFLICT',
      'Someone else changed this coupon since you opened it. Reload to see their change, then save again.',
    );
  }
  return coupon;
}

/** A coupon's restaurant must exist (a platform coupon names none). */
export async function checkCouponRestaurant({
  tx,
  restaurantId,
}: {
  tx: Db;
  restaurantId: number | null;
}): Promise<void> {
  if (restaurantId === null) return;
  const [r] = await tx
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId));
  if (!r) throw new AppError('BAD_REQUEST', 'restaurant_id is not a restaurant');
}
