// A promo slide as the back office sees it, and what every slide change shares: the slides read in
// carousel order with where each links, the row locked at the version the admin read, and the
// restaurant or coupon a slide names.
import { type Db, schema } from '@khabar/db';
import { type AdminSlide, promoSlideLink } from '@khabar/domain';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '../../errors/app-error.ts';

export type SlideRow = typeof schema.promoSlides.$inferSelect;

const SLIDE_NOT_FOUND = 'Promo slide not found';

interface Linked {
  restaurantSlug: string | null;
  coupon: { restaurantSlug: string | null } | null;
}

function slideJson(s: SlideRow, linked: Linked): AdminSlide {
  return {
    id: s.id,
    title: s.title,
    image: s.image,
    restaurant_id: s.restaurantId,
    coupon_id: s.couponId,
    link: promoSlideLink({ link: s.link, ...linked }),
    position: s.position,
    is_active: s.isActive,
    starts_at: s.startsAt?.toISOString() ?? null,
    ends_at: s.endsAt?.toISOString() ?? null,
    version: s.version,
  };
}

/** The slide as the audit log keeps it: its own fields, not where the link resolved to. */
export function auditedSlide(s: SlideRow) {
  const { link: _link, ...rest } = slideJson(s, { restaurantSlug: null, coupon: null });
  return { ...rest, link: s.link };
}

/** Every slide in carousel order (or the one `slideId`), with where each links. */
export async function readSlides({ db, slideId }: { db: Db; slideId?: number }): Promise<AdminSlide[]> {
  const s = schema.promoSlides;
  const linked = alias(schema.restaurants, 'linked_restaurant');
  const couponOf = alias(schema.restaurants, 'coupon_restaurant');
  const rows = await db
    .select({ slide: s, restaurantSlug: linked.slug, couponId: schema.coupons.id, couponSlug: couponOf.slug })
    .from(s)
    .leftJoin(linked, eq(linked.id, s.restaurantId))
    .leftJoin(schema.coupons, eq(schema.coupons.id, s.couponId))
    .leftJoin(couponOf, eq(couponOf.id, schema.coupons.restaurantId))
    .where(slideId === undefined ? undefined : eq(s.id, slideId))
    .orderBy(asc(s.position), asc(s.id));
  return rows.map((r) =>
    slideJson(r.slide, {
      restaurantSlug: r.restaurantSlug,
      coupon: r.couponId === null ? null : { restaurantSlug: r.couponSlug },
    }),
  );
}

/** One slide with where it links (after a change). */
export async function readSlide({ db, slideId }: { db: Db; slideId: number }): Promise<AdminSlide> {
  const [slide] = await readSlides({ db, slideId });
  if (!slide) throw new AppError('NOT_FOUND', SLIDE_NOT_FOUND);
  return slide;
}

/** The slide, locked for the change, at the version the admin read; 404 or 409 otherwise. */
export async function lockSlide({
  tx,
  slideId,
  version,
}: {
  tx: Db;
  slideId: number;
  version: number;
}): Promise<SlideRow> {
  const [slide] = await tx
    .select()
    .from(schema.promoSlides)
    .where(eq(schema.promoSlides.id, slideId))
    .for('update');
  if (!slide) throw new AppError('NOT_FOUND', SLIDE_NOT_FOUND);
  if (slide.version !== version) {
    throw new AppError(
      'CONFLICT',
      'Someone else changed this slide since you opened it. Reload to see their change, then save again.',
    );
  }
  return slide;
}

/** What a slide links to must exist: a restaurant, or a coupon (never both: the contract says so). */
export async function checkSlideTarget({
  tx,
  target,
}: {
  tx: Db;
  target: { restaurantId: number | null; couponId: number | null };
}): Promise<void> {
  if (target.restaurantId !== null) {
    const [r] = await tx
      .select({ id: schema.restaurants.id })
      .from(schema.restaurants)
      .where(eq(schema.restaurants.id, target.restaurantId));
    if (!r) throw new AppError('BAD_REQUEST', 'restaurant_id is not a restaurant');
  }
  if (target.couponId !== null) {
    const [c] = await tx
      .select({ id: schema.coupons.id })
      .from(schema.coupons)
      .where(eq(schema.coupons.id, target.couponId));
    if (!c) throw new AppError('BAD_REQUEST', 'coupon_id is not a coupon');
  }
}
