import { schema } from '@khabar/db';
import { type AdminSlide, SLIDE_ENDS_MESSAGE, type UpdateSlideBody } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { saveSlideChange } from './save-slide-change.ts';
import { auditedSlide, checkSlideTarget, lockSlide, readSlide } from './slide-json.ts';

export type SlideChanges = Omit<UpdateSlideBody, 'token' | 'user_id' | 'version'>;

const keep = <T>(sent: T | undefined, stored: T): T => (sent === undefined ? stored : sent);

/** Changes a slide's title, link, dates or switch (admins only), at the version the admin read. */
export function updateSlide(
  input: CatalogChangeDeps & { userId: number; slideId: number; version: number; changes: SlideChanges },
): Promise<AdminSlide> {
  const c = input.changes;
  return saveSlideChange({
    ...input,
    change: async (tx) => {
      const slide = await lockSlide({ tx, slideId: input.slideId, version: input.version });
      // A field sent alone must still agree with the stored others.
      let restaurantId = keep(c.restaurant_id, slide.restaurantId);
      let couponId = keep(c.coupon_id, slide.couponId);
      // Linking to one target drops the other (a slide links to one thing).
      if (typeof c.restaurant_id === 'number' && c.coupon_id === undefined) couponId = null;
      if (typeof c.coupon_id === 'number' && c.restaurant_id === undefined) restaurantId = null;
      const startsAt = keep(c.starts_at, slide.startsAt);
      const endsAt = keep(c.ends_at, slide.endsAt);
      if (startsAt && endsAt && endsAt <= startsAt) throw new AppError('BAD_REQUEST', SLIDE_ENDS_MESSAGE);
      await checkSlideTarget({ tx, target: { restaurantId, couponId } });
      const [row] = await tx
        .update(schema.promoSlides)
        .set({
          title: keep(c.title, slide.title),
          restaurantId,
          couponId,
          // A slide linked in the back office goes where its restaurant or coupon says.
          link: restaurantId !== null || couponId !== null ? null : slide.link,
          startsAt,
          endsAt,
          isActive: keep(c.is_active, slide.isActive),
          version: slide.version + 1,
        })
        .where(eq(schema.promoSlides.id, slide.id))
        .returning();
      if (!row) throw new Error('slide not written');
      return {
        result: await readSlide({ db: tx, slideId: row.id }),
        action: 'slide.update',
        slideId: row.id,
        before: auditedSlide(slide),
        after: auditedSlide(row),
      };
    },
  });
}
