import { type Db, schema } from '@khabar/db';
import type { CouponSummary } from '@khabar/domain';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.ts';
import { toCouponSummary } from './restaurant-json.ts';

/** Active coupons of one restaurant (its own and the platform's), or every active coupon. */
export async function listCoupons({
  db,
  restaurantId,
  now,
}: {
  db: Db;
  restaurantId?: number | undefined;
  now: Date;
}): Promise<CouponSummary[]> {
  const c = schema.coupons;
  if (restaurantId !== undefined) {
    const [exists] = await db
      .select({ id: schema.restaurants.id })
      .from(schema.restaurants)
      .where(eq(schema.restaurants.id, restaurantId));
    if (!exists) throw notFound('Restaurant not found');
  }
  const rows = await db
    .select()
    .from(c)
    .where(
      and(
        eq(c.isActive, true),
        or(isNull(c.startsAt), lte(c.startsAt, now)),
        or(isNull(c.endsAt), gt(c.endsAt, now)),
        restaurantId === undefined ? undefined : or(isNull(c.restaurantId), eq(c.restaurantId, restaurantId)),
      ),
    )
    .orderBy(asc(c.id));
  return rows.map(toCouponSummary);
}
