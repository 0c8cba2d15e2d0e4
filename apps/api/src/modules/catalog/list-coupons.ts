import { type Db, schema } from '@khabar/db';
import type { CouponSummary } from '@khabar/domain';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { EncodedAnswer } from '../../plugins/encoded-answer.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';
import { requireRestaurant } from './require-restaurant.ts';
import { toCouponSummary } from './restaurant-json.ts';

/**
 * Active coupons of one restaurant (its own and the platform's), or every active coupon; kept encoded
 * until the catalog changes or the minute turns (a coupon's start and end are to the minute's reader).
 */
export function listCoupons({
  db,
  catalog,
  restaurantId,
  now,
}: {
  db: Db;
  catalog: CatalogReadModel;
  restaurantId?: number | undefined;
  now: Date;
}): Promise<EncodedAnswer> {
  return catalog.remember(
    `coupons:${restaurantId ?? 'all'}`,
    async () => EncodedAnswer.ofJson(await readCoupons(db, restaurantId, now)),
    { perMinute: true },
  );
}

async function readCoupons(db: Db, restaurantId: number | undefined, now: Date): Promise<CouponSummary[]> {
  const c = schema.coupons;
  if (restaurantId !== undefined) await requireRestaurant({ db, restaurantId });
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
