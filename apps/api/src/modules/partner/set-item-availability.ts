// Out of stock (or back): the customer menu dims the dish and carts refuse it from the next request on;
// the catalog is reloaded and 'catalog' published so every process agrees.
import { schema } from '@khabar/db';
import type { PartnerMenuItem } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { type CatalogChangeDeps, publishCatalogChange } from '../catalog/index.ts';
import { isStaffOf } from '../lifecycle/index.ts';
import { partnerMenuItemJson } from './list-restaurant-menu.ts';

const ITEM_NOT_FOUND = 'Item not found';

export async function setItemAvailability(
  input: CatalogChangeDeps & {
    userId: number;
    itemId: number;
    isActive: boolean;
  },
): Promise<PartnerMenuItem> {
  const [found] = await input.db
    .select({ restaurantId: schema.items.restaurantId })
    .from(schema.items)
    .where(eq(schema.items.id, input.itemId));
  if (!found || !(await isStaffOf(input.db, input.userId, found.restaurantId))) {
    throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  }
  const [item] = await input.db
    .update(schema.items)
    .set({ isActive: input.isActive })
    .where(eq(schema.items.id, input.itemId))
    .returning();
  if (!item) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  const [category] = await input.db
    .select({ name: schema.menuCategories.name })
    .from(schema.menuCategories)
    .where(eq(schema.menuCategories.id, item.categoryId));
  await publishCatalogChange({ ...input, payload: { restaurant_id: item.restaurantId, item_id: item.id } });
  return partnerMenuItemJson(item, category?.name ?? '');
}
