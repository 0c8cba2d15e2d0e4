import { schema } from '@khabar/db';
import type { EditorCategory } from '@khabar/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError, fieldRefusal } from '../../errors/app-error.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import {
  CATEGORY_NOT_FOUND,
  categoryJson,
  categoryWithDishes,
  checkVersion,
  lockCategory,
} from './editor-json.ts';
import { saveMenuChange } from './save-menu-change.ts';

/** Renames a category, or hides it from customers (its dishes with it) and shows it again. */
export function updateCategory(
  input: CatalogChangeDeps & {
    userId: number;
    categoryId: number;
    version: number;
    name?: string | undefined;
    isHidden?: boolean | undefined;
  },
): Promise<EditorCategory> {
  return saveMenuChange({
    ...input,
    notFound: CATEGORY_NOT_FOUND,
    find: async (tx) => {
      const category = await lockCategory({ tx, categoryId: input.categoryId });
      return category && { restaurantId: category.restaurantId, target: category };
    },
    change: async (tx, category) => {
      checkVersion({ stored: category.version, sent: input.version, what: 'category' });
      if (input.name !== undefined) {
        const [taken] = await tx
          .select({ id: schema.menuCategories.id })
          .from(schema.menuCategories)
          .where(
            and(
              eq(schema.menuCategories.restaurantId, category.restaurantId),
              ne(schema.menuCategories.id, category.id),
              sql`lower(${schema.menuCategories.name}) = lower(${input.name})`,
            ),
          );
        if (taken)
          throw fieldRefusal('CONFLICT', 'name', `This menu already has a category called “${input.name}”.`);
      }
      const [row] = await tx
        .update(schema.menuCategories)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.isHidden !== undefined && { isHidden: input.isHidden }),
          version: category.version + 1,
        })
        .where(eq(schema.menuCategories.id, category.id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
      const result = await categoryWithDishes({ db: tx, category: row });
      const { dishes: _d, ...before } = categoryJson({ category, dishes: [], choices: new Map() });
      const { dishes: _a, ...after } = result;
      return { result, action: 'category.update', entity: 'category', entityId: row.id, before, after };
    },
  });
}
