import { schema } from '@khabar/db';
import type { AdminSlide } from '@khabar/domain';
import { asc, eq } from 'drizzle-orm';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { saveSlideChange } from './save-slide-change.ts';
import { lockSlide, readSlides } from './slide-json.ts';

/**
 * Puts a slide at `position` in the carousel (admins only), at the version the admin read; the others
 * close up around it. Only the moved slide's version changes: another admin editing a different
 * slide's words is not told to reload because its place moved.
 */
export function moveSlide(
  input: CatalogChangeDeps & { userId: number; slideId: number; version: number; position: number },
): Promise<AdminSlide[]> {
  return saveSlideChange({
    ...input,
    change: async (tx) => {
      // Every slide locked, in one order: two moves at once queue instead of interleaving positions.
      const all = await tx
        .select({ id: schema.promoSlides.id })
        .from(schema.promoSlides)
        .orderBy(asc(schema.promoSlides.position), asc(schema.promoSlides.id))
        .for('update');
      const slide = await lockSlide({ tx, slideId: input.slideId, version: input.version });
      const before = all.map((s) => s.id);
      const order = before.filter((id) => id !== slide.id);
      order.splice(Math.min(input.position, order.length), 0, slide.id);
      for (const [position, id] of order.entries()) {
        await tx
          .update(schema.promoSlides)
          .set({ position, ...(id === slide.id && { version: slide.version + 1 }) })
          .where(eq(schema.promoSlides.id, id));
      }
      return {
        result: await readSlides({ db: tx }),
        action: 'slide.move',
        slideId: slide.id,
        before: { order: before },
        after: { order },
      };
    },
  });
}
