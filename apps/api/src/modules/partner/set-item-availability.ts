// Out of stock (or back): the customer menu dims the dish and carts refuse it from the next request on;
// the catalog is reloaded and 'catalog' published so every process agrees.
import { schema } from '@khabar/db';
import type { PartnerMenuItem } from '@khabar/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { type CatalogChangeDeps, publishCatalogChange } from '../catalog/index.ts';
import { isStaffOf } from '../lifecycle/index.ts';
import { ACTION_PRESENCE_MS, recordPresence } from '../presence/index.ts';
import { partnerMenuItemJson } from './list-restaurant-menu.ts';

const ITEM_NOT_FOUND = 'Item not found';

export async function setItemAvailability(
  input: CatalogChangeDeps & {
    userId: number;
    itemId: number;
    isActive: boolean;
  },
): Promise<PartnerMenuItem> {
  const item = await input.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(schema.items)
      .where(and(eq(schema.items.id, input.itemId), isNull(schema.items.archivedAt)))
      .for('update');
    if (!found || !(await isStaffOf({ tx, userId: input.userId, restaurantId: found.restaurantId }))) {
      throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
    }
    // The stock switch is an edit like any other: it moves the dish's version (an editor holding the
    // older one is told) and is written to the audit log.
    const [row] = await tx
      .update(schema.items)
      .set({ isActive: input.isActive, version: found.version + 1, updatedAt: input.now() })
      .where(eq(schema.items.id, input.itemId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'staff' },
      action: input.isActive ? 'item.in_stock' : 'item.out_of_stock',
      entity: 'item',
      entityId: row.id,
      restaurantId: row.restaurantId,
      before: { is_active: found.isActive },
      after: { is_active: row.isActive },
      at: input.now(),
    });
    // Staff at work: the demo autopilot leaves the restaurant's orders to them (decision 027).
    await recordPresence({
      db: tx,
      now: input.now,
      who: { kind: 'restaurant', id: row.restaurantId },
      forMs: ACTION_PRESENCE_MS,
    });
    return row;
  });
  const [category] = await input.db
    .select({ name: schema.menuCategories.name })
    .from(schema.menuCategories)
    .where(eq(schema.menuCategories.id, item.categoryId));
  await publishCatalogChange({ ...input, payload: { restaurant_id: item.restaurantId, item_id: item.id } });
  return partnerMenuItemJson({ item, category: category?.name ?? '' });
}
