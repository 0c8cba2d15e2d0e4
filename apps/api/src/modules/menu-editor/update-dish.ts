import { schema } from '@khabar/db';
import { type Diet, type EditorDish, OLD_PRICE_PROBLEM } from '@khabar/domain';
import { eq, sql } from 'drizzle-orm';
import { AppError, fieldRefusal } from '../../errors/app-error.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import {
  checkVersion,
  DISH_NOT_FOUND,
  dietColumns,
  dishAuditJson,
  editorDishOf,
  lockDish,
} from './editor-json.ts';
import { saveMenuChange } from './save-menu-change.ts';

export interface DishChanges {
  name?: string | undefined;
  description?: string | undefined;
  pricePaise?: number | undefined;
  oldPricePaise?: number | null | undefined;
  diet?: Diet | undefined;
  isRecommended?: boolean | undefined;
  isActive?: boolean | undefined;
  categoryId?: number | undefined;
}

/**
 * Changes a dish. Orders keep the price they were placed at (their lines hold it); a cart quoted
 * before the change is re-priced at placing and told the new bill (409), as for any price change.
 */
export function updateDish(
  input: CatalogChangeDeps & { userId: number; itemId: number; version: number; changes: DishChanges },
): Promise<EditorDish> {
  const c = input.changes;
  return saveMenuChange({
    ...input,
    notFound: DISH_NOT_FOUND,
    find: async (tx) => {
      const item = await lockDish({ tx, itemId: input.itemId });
      return item && { restaurantId: item.restaurantId, target: item };
    },
    change: async (tx, item, restaurantId) => {
      checkVersion({ stored: item.version, sent: input.version, what: 'dish' });
      const price = c.pricePaise ?? item.pricePaise;
      const oldPrice = c.oldPricePaise === undefined ? item.oldPricePaise : c.oldPricePaise;
      if (oldPrice !== null && oldPrice <= price) {
        throw fieldRefusal('BAD_REQUEST', 'old_price', OLD_PRICE_PROBLEM);
      }
      let position = item.position;
      if (c.categoryId !== undefined && c.categoryId !== item.categoryId) {
        const [target] = await tx
          .select({ restaurantId: schema.menuCategories.restaurantId })
          .from(schema.menuCategories)
          .where(eq(schema.menuCategories.id, c.categoryId));
        if (target?.restaurantId !== restaurantId) {
          throw fieldRefusal('BAD_REQUEST', 'category_id', 'category_id is not a category of this menu');
        }
        // Moved dishes go to the end of their new category.
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${schema.items.position}), -1)::int` })
          .from(schema.items)
          .where(eq(schema.items.categoryId, c.categoryId));
        position = (last?.position ?? -1) + 1;
      }
      const [row] = await tx
        .update(schema.items)
        .set({
          ...(c.name !== undefined && { name: c.name }),
          ...(c.description !== undefined && { descHtml: c.description }),
          pricePaise: price,
          oldPricePaise: oldPrice,
          ...(c.diet !== undefined && dietColumns(c.diet)),
          ...(c.isRecommended !== undefined && { isRecommended: c.isRecommended }),
          ...(c.isActive !== undefined && { isActive: c.isActive }),
          ...(c.categoryId !== undefined && { categoryId: c.categoryId }),
          position,
          version: item.version + 1,
          updatedAt: input.now(),
        })
        .where(eq(schema.items.id, item.id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', DISH_NOT_FOUND);
      return {
        result: await editorDishOf({ db: tx, item: row }),
        action: 'item.update',
        entity: 'item',
        entityId: row.id,
        before: dishAuditJson(item),
        after: dishAuditJson(row),
      };
    },
  });
}
