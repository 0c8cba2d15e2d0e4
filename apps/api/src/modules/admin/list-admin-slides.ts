import type { Db } from '@khabar/db';
import type { AdminSlide } from '@khabar/domain';
import { requireOperator } from './require-operator.ts';
import { readSlides } from './slide-json.ts';

/** Every promo slide in carousel order, shown now or not (admins: the catalog is not support's). */
export async function listAdminSlides({ db, userId }: { db: Db; userId: number }): Promise<AdminSlide[]> {
  await requireOperator({ db, userId, level: 'admin' });
  return readSlides({ db });
}
