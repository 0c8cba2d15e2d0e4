import { type Db, schema } from '@khabar/db';
import type { PromoSlide } from '@khabar/domain';
import { asc, eq } from 'drizzle-orm';

export async function listPromoSlides({ db }: { db: Db }): Promise<PromoSlide[]> {
  const rows = await db
    .select()
    .from(schema.promoSlides)
    .where(eq(schema.promoSlides.isActive, true))
    .orderBy(asc(schema.promoSlides.position), asc(schema.promoSlides.id));
  return rows.map((s) => ({ id: s.id, image: s.image, title: s.title, link: s.link }));
}
