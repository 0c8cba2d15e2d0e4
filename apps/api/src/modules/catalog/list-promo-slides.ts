import { type Db, schema } from '@khabar/db';
import { type PromoSlide, promoSlideLink } from '@khabar/domain';
import { and, asc, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EncodedAnswer } from '../../plugins/encoded-answer.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';

/** A row with optional start and end instants is current at `at` (the end not included). */
const within = (
  startsAt: typeof schema.promoSlides.startsAt | typeof schema.coupons.startsAt,
  endsAt: typeof schema.promoSlides.endsAt | typeof schema.coupons.endsAt,
  at: Date,
): SQL | undefined => and(or(isNull(startsAt), lte(startsAt, at)), or(isNull(endsAt), gt(endsAt, at)));

/**
 * `{ mainSlides }`: the slides shown now, in the carousel's order: active, with a photo, within their
 * dates, and linking to nothing that is gone (an inactive restaurant, a coupon ended or out of its
 * dates). Read once per catalog change and per minute (a slide's dates are to the minute), and kept
 * encoded (decision 012).
 */
export function listPromoSlides({
  db,
  catalog,
  now,
}: {
  db: Db;
  catalog: CatalogReadModel;
  now: () => Date;
}): Promise<EncodedAnswer> {
  return catalog.remember(
    'promo-slides',
    async () => {
      const at = now();
      const s = schema.promoSlides;
      const c = schema.coupons;
      const linked = alias(schema.restaurants, 'linked_restaurant');
      const couponOf = alias(schema.restaurants, 'coupon_restaurant');
      const rows = await db
        .select({
          id: s.id,
          image: s.image,
          title: s.title,
          link: s.link,
          restaurantSlug: linked.slug,
          couponId: c.id,
          couponRestaurantSlug: couponOf.slug,
        })
        .from(s)
        .leftJoin(linked, eq(linked.id, s.restaurantId))
        .leftJoin(c, eq(c.id, s.couponId))
        .leftJoin(couponOf, eq(couponOf.id, c.restaurantId))
        .where(
          and(
            eq(s.isActive, true),
            isNotNull(s.image),
            within(s.startsAt, s.endsAt, at),
            or(isNull(s.restaurantId), eq(linked.isActive, true)),
            or(isNull(s.couponId), and(eq(c.isActive, true), within(c.startsAt, c.endsAt, at))),
          ),
        )
        .orderBy(asc(s.position), asc(s.id));
      const mainSlides: PromoSlide[] = rows.map((r) => ({
        id: r.id,
        image: r.image ?? '',
        title: r.title,
        link: promoSlideLink({
          link: r.link,
          restaurantSlug: r.restaurantSlug,
          coupon: r.couponId === null ? null : { restaurantSlug: r.couponRestaurantSlug },
        }),
      }));
      return EncodedAnswer.ofJson({ mainSlides });
    },
    { perMinute: true },
  );
}
