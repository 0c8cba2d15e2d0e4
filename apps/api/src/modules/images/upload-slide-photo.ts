// A promo slide's photo (admins only), cropped to the carousel's 5:2; at the version the admin read,
// audited as slide.photo in the change's transaction, the catalog (the customers' carousel) told after
// the commit. The photo it replaces is released: its files go by a job once nothing names them.
import { schema } from '@khabar/db';
import type { AdminSlide } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { auditedSlide, lockSlide, readSlide, requireOperator, saveSlideChange } from '../admin/index.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { releasePhoto } from './release-photo.ts';
import { storeUploadedImage } from './store-uploaded-image.ts';
import { removeStoredImage } from './stored-image-files.ts';

export async function uploadSlidePhoto(
  input: CatalogChangeDeps & {
    dataDir: string;
    userId: number;
    slideId: number;
    version: number;
    photo: Buffer;
  },
): Promise<AdminSlide> {
  // Who asks and which version first: nobody else's upload is ever decoded.
  await input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    await lockSlide({ tx, slideId: input.slideId, version: input.version });
  });
  const image = await storeUploadedImage({ dataDir: input.dataDir, bytes: input.photo, kind: 'slide' });
  try {
    return await saveSlideChange({
      ...input,
      change: async (tx, at) => {
        const slide = await lockSlide({ tx, slideId: input.slideId, version: input.version });
        const [row] = await tx
          .update(schema.promoSlides)
          .set({ image, version: slide.version + 1 })
          .where(eq(schema.promoSlides.id, slide.id))
          .returning();
        if (!row) throw new Error('slide not written');
        await releasePhoto({ tx, path: slide.image, at });
        return {
          result: await readSlide({ db: tx, slideId: row.id }),
          action: 'slide.photo',
          slideId: row.id,
          before: auditedSlide(slide),
          after: auditedSlide(row),
        };
      },
    });
  } catch (err) {
    // Refused in the transaction (someone saved first, the slide removed): the photo goes. Stored but
    // the catalog not told: it stays, the slide names it.
    const [now] = await input.db
      .select({ image: schema.promoSlides.image })
      .from(schema.promoSlides)
      .where(eq(schema.promoSlides.id, input.slideId));
    if (now?.image !== image) await removeStoredImage({ dataDir: input.dataDir, path: image });
    throw err;
  }
}
