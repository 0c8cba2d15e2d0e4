import { type Db, schema } from '@khabar/db';
import {
  couponLimitRefusal,
  type ServerLanguage,
  translateServerMessage,
  type UnusableCoupon,
} from '@khabar/domain';
import { and, count, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { countEarlierOrders } from './count-coupon-uses.ts';

/**
 * The live coupons with a limit that the caller has reached (a guest: only those whose every use is
 * taken), so the coupon list shows them as used instead of offering them (issue 23 item 11). The same
 * counts and rule as the quote and the order: what this lists, the quote refuses. Its words are in
 * `language`; its reasons are the domain's codes.
 */
export async function listUnusableCoupons({
  db,
  userId,
  restaurantId,
  now,
  language,
}: {
  db: Db;
  userId: number | null;
  restaurantId: number | null;
  now: Date;
  language: ServerLanguage;
}): Promise<{ success: true; data: UnusableCoupon[] }> {
  const c = schema.coupons;
  const limited = await db
    .select()
    .from(c)
    .where(
      and(
        eq(c.isActive, true),
        or(isNull(c.startsAt), lte(c.startsAt, now)),
        or(isNull(c.endsAt), gt(c.endsAt, now)),
        restaurantId === null ? undefined : or(isNull(c.restaurantId), eq(c.restaurantId, restaurantId)),
        or(eq(c.firstOrderOnly, true), isNotNull(c.maxUsesPerUser), isNotNull(c.maxUsesTotal)),
      ),
    );
  if (limited.length === 0) return { success: true, data: [] };
  const ids = limited.map((x) => x.id);
  const r = schema.couponRedemptions;
  const totals = new Map(
    (
      await db
        .select({ id: r.couponId, n: count() })
        .from(r)
        .where(inArray(r.couponId, ids))
        .groupBy(r.couponId)
    ).map((row) => [row.id, row.n]),
  );
  let customer: { mine: Map<number, number>; earlierOrders: number } | null = null;
  if (userId !== null) {
    const mine = await db
      .select({ id: r.couponId, n: count() })
      .from(r)
      .where(and(inArray(r.couponId, ids), eq(r.userId, userId)))
      .groupBy(r.couponId);
    const earlierOrders = await countEarlierOrders({ db, userId });
    customer = { mine: new Map(mine.map((row) => [row.id, row.n])), earlierOrders };
  }
  const data: UnusableCoupon[] = [];
  for (const coupon of limited) {
    const refused = couponLimitRefusal(coupon, {
      total: totals.get(coupon.id) ?? 0,
      customer: customer && {
        uses: customer.mine.get(coupon.id) ?? 0,
        earlierOrders: customer.earlierOrders,
      },
    });
    if (refused)
      data.push({
        id: coupon.id,
        code: coupon.code,
        reason: refused.reason,
        message: translateServerMessage(refused.message, language),
      });
  }
  return { success: true, data };
}
