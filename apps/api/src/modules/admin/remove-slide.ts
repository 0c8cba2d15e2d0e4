import { schema } from '@khabar/db';
import type { AdminSlide } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { releasePhoto } from '../images/index.ts';
import { saveSlideChange } from './save-slide-change.ts';
import { auditedSlide, lockSlide, readSlides } from './slide-json.ts';

/**
 * Removes a slide for good (admins only), at the version the admin read: no order names a slide, and
 * the audit log keeps what it was. Its photo's files go later, by a job, once nothing names them.
 */
export function removeSlide(
  input: CatalogChangeDeps & { userId: number; slideId: number; version: number },
): Promise<AdminSlide[]> {
  return saveSlideChange({
    ...input,
    change: async (tx, at) => {
      const slide = await lockSlide({ tx, slideId: input.slideId, version: input.version });
      await tx.delete(schema.promoSlides).where(eq(schema.promoSlides.id, slide.id));
      await releasePhoto({ tx, path: slide.image, at });
      return {
        result: await readSlides({ db: tx }),
        action: 'slide.remove',
        slideId: slide.id,
        before: auditedSlide(slide),
        after: null,
      };
    },
  });
}
