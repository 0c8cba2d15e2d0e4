// Every menu change: in one transaction, find (and lock) what it is about, check who asks, make the
// change and write its audit row; then reload this process's catalog and tell the others ('catalog' on
// the bus), so every customer screen and process sees it at once.
import type { Db } from '@khabar/db';
import { AppError } from '../../errors/app-error.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { type CatalogChangeDeps, publishCatalogChange } from '../catalog/index.ts';
import { requireMenuEditor } from './require-menu-editor.ts';

export interface MenuChange<T> {
  result: T;
  action: string;
  entity: 'restaurant' | 'category' | 'item';
  entityId: number;
  before: unknown;
  after: unknown;
}

export async function saveMenuChange<Target, T>(
  input: CatalogChangeDeps & {
    userId: number;
    /** What the change is about and its restaurant, locked; null when there is none. */
    find: (tx: Db) => Promise<{ restaurantId: number; target: Target } | null>;
    /** What a missing object and someone else's object are both called: the same 404 for either. */
    notFound: string;
    change: (tx: Db, target: Target, restaurantId: number, actor: AuditActor) => Promise<MenuChange<T>>;
  },
): Promise<T> {
  const { result, restaurantId } = await input.db.transaction(async (tx) => {
    const found = await input.find(tx);
    if (!found) throw new AppError('NOT_FOUND', input.notFound);
    const actor = await requireMenuEditor({
      db: tx,
      userId: input.userId,
      restaurantId: found.restaurantId,
      notFound: input.notFound,
    });
    const change = await input.change(tx, found.target, found.restaurantId, actor);
    await recordAudit({
      tx,
      actor,
      action: change.action,
      entity: change.entity,
      entityId: change.entityId,
      restaurantId: found.restaurantId,
      before: change.before,
      after: change.after,
      at: input.now(),
    });
    return { result: change.result, restaurantId: found.restaurantId };
  });
  await publishCatalogChange({ ...input, payload: { restaurant_id: restaurantId, menu: true } });
  return result;
}
