import { schema } from '@khabar/db';
import type { EditorCategory } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { CATEGORY_NOT_FOUND, categoryWithDishes, dishesOf, lockCategory } from './editor-json.ts';
import { isSameSet } from './reorder-categories.ts';
import { saveMenuChange } from './save-menu-change.ts';

/** Puts a category's dishes in the order given (every dish on the menu in it, each once). */
export function reorderDishes(
  input: CatalogChangeDeps & { userId: number; categoryId: number; itemIds: number[] },
): Promise<EditorCategory> {
  return saveMenuChange({
    ...input,
    notFound: CATEGORY_NOT_FOUND,
    find: async (tx) => {
      const category = await lockCategory({ tx, categoryId: input.categoryId });
      return category && { restaurantId: category.restaurantId, target: category };
    },
    change: async (tx, category) => {
      const before = (await dishesOf({ db: tx, categoryId: category.id })).map((d) => d.id);
      if (!isSameSet({ stored: before, sent: input.itemIds })) {
        throw new AppError('CONFLICT', 'The menu changed since you opened it. Reload it and try again.');
      }
      for (const [position, id] of input.itemIds.entries()) {
        await tx.update(schema.items).set({ position }).where(eq(schema.items.id, id));
      }
      const result = await categoryWithDishes({ db: tx, category });
      return {
        result,
        action: 'category.reorder_dishes',
        entity: 'category',
        entityId: category.id,
        before: { order: before },
        after: { order: input.itemIds },
      };
    },
  });
}
