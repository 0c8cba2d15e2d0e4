// Every promo-slide change: in one transaction, check the caller is an admin, make the change and write
// its audit row; then reload this process's catalog and tell the others ('catalog' on the bus), so the
// customers' carousel (and its live stream) has the change at once. No restaurant's menu is touched.
import type { Db } from '@khabar/db';
import { recordAudit } from '../audit/index.ts';
import { type CatalogChangeDeps, publishCatalogChange } from '../catalog/index.ts';
import { requireOperator } from './require-operator.ts';

export interface SlideChange<T> {
  result: T;
  action: 'slide.create' | 'slide.update' | 'slide.move' | 'slide.remove' | 'slide.photo';
  slideId: number;
  before: unknown;
  after: unknown;
}

export async function saveSlideChange<T>(
  input: CatalogChangeDeps & { userId: number; change: (tx: Db, at: Date) => Promise<SlideChange<T>> },
): Promise<T> {
  const at = input.now();
  const change = await input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    const made = await input.change(tx, at);
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'admin' },
      action: made.action,
      entity: 'slide',
      entityId: made.slideId,
      before: made.before,
      after: made.after,
      at,
    });
    return made;
  });
  await publishCatalogChange({ ...input, payload: { promo_slide_id: change.slideId, restaurant_ids: [] } });
  return change.result;
}
