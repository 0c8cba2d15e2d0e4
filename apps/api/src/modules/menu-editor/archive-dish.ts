import { schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { checkVersion, DISH_NOT_FOUND, dishAuditJson, lockDish } from './editor-json.ts';
import { saveMenuChange } from './save-menu-change.ts';

/** Takes a dish off the menu for good: never deleted, so the orders that had it keep it. */
export function archiveDish(
  input: CatalogChangeDeps & { userId: number; itemId: number; version: number },
): Promise<{ id: number }> {
  return saveMenuChange({
    ...input,
    notFound: DISH_NOT_FOUND,
    find: async (tx) => {
      const item = await lockDish({ tx, itemId: input.itemId });
      return item && { restaurantId: item.restaurantId, target: item };
    },
    change: async (tx, item) => {
      checkVersion({ stored: item.version, sent: input.version, what: 'dish' });
      const at = input.now();
      await tx
        .update(schema.items)
        .set({ archivedAt: at, version: item.version + 1, updatedAt: at })
        .where(eq(schema.items.id, item.id));
      return {
        result: { id: item.id },
        action: 'item.archive',
        entity: 'item',
        entityId: item.id,
        before: dishAuditJson(item),
        after: { archived_at: at.toISOString() },
      };
    },
  });
}
