import { type Db, schema } from '@khabar/db';
import type { PromoSlide } from '@khabar/domain';
import { asc, eq } from 'drizzle-orm';
import { EncodedAnswer } from '../../plugins/encoded-answer.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';

/** `{ mainSlides }`, read once per catalog change and kept encoded (decision 012). */
export function listPromoSlides({
  db,
  catalog,
}: {
  db: Db;
  catalog: CatalogReadModel;
}): Promise<EncodedAnswer> {
  return catalog.remember('promo-slides', async () => {
    const rows = await db
      .select()
      .from(schema.promoSlides)
      .where(eq(schema.promoSlides.isActive, true))
      .orderBy(asc(schema.promoSlides.position), asc(schema.promoSlides.id));
    const mainSlides: PromoSlide[] = rows.map((s) => ({
      id: s.id,
      image: s.image,
      title: s.title,
      link: s.link,
    }));
    return EncodedAnswer.ofJson({ mainSlides });
  });
}
