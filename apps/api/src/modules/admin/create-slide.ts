import { schema } from '@khabar/db';
import type { AdminSlide, CreateSlideBody } from '@khabar/domain';
import { sql } from 'drizzle-orm';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { saveSlideChange } from './save-slide-change.ts';
import { auditedSlide, checkSlideTarget, readSlide } from './slide-json.ts';

/** A new promo slide, last in the carousel (admins only); it shows once its photo is uploaded. */
export function createSlide(
  input: CatalogChangeDeps & { userId: number; slide: Omit<CreateSlideBody, 'token' | 'user_id'> },
): Promise<AdminSlide> {
  const s = input.slide;
  return saveSlideChange({
    ...input,
    change: async (tx) => {
      await checkSlideTarget({ tx, target: { restaurantId: s.restaurant_id, couponId: s.coupon_id } });
      // Two admins adding at once may both read the same last place; ties are ordered by id.
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${schema.promoSlides.position}), -1)::int` })
        .from(schema.promoSlides);
      const [row] = await tx
        .insert(schema.promoSlides)
        .values({
          title: s.title,
          image: null,
          link: null,
          restaurantId: s.restaurant_id,
          couponId: s.coupon_id,
          position: (last?.position ?? -1) + 1,
          isActive: true,
          startsAt: s.starts_at,
          endsAt: s.ends_at,
        })
        .returning();
      if (!row) throw new Error('slide not written');
      return {
        result: await readSlide({ db: tx, slideId: row.id }),
        action: 'slide.create',
        slideId: row.id,
        before: null,
        after: auditedSlide(row),
      };
    },
  });
}
