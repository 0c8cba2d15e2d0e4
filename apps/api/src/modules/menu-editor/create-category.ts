import { schema } from '@khabar/db';
import type { EditorCategory } from '@khabar/domain';
import { and, eq, sql } from 'drizzle-orm';
import { fieldRefusal } from '../../errors/app-error.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { categoryJson, lockRestaurant } from './editor-json.ts';
import { RESTAURANT_NOT_FOUND } from './require-menu-editor.ts';
import { saveMenuChange } from './save-menu-change.ts';

/** A new category, last on the menu (it shows to customers once it has a dish). */
export function createCategory(
  input: CatalogChangeDeps & { userId: number; restaurantId: number; name: string },
): Promise<EditorCategory> {
  return saveMenuChange({
    ...input,
    notFound: RESTAURANT_NOT_FOUND,
    find: (tx) => lockRestaurant({ tx, restaurantId: input.restaurantId }),
    change: async (tx, restaurantId) => {
      const [taken] = await tx
        .select({ id: schema.menuCategories.id })
        .from(schema.menuCategories)
        .where(
          and(
            eq(schema.menuCategories.restaurantId, restaurantId),
            sql`lower(${schema.menuCategories.name}) = lower(${input.name})`,
          ),
        );
      if (taken)
        throw fieldRefusal('CONFLICT', 'name', `This menu already has a category called “${input.name}”.`);
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${schema.menuCategories.position}), -1)::int` })
        .from(schema.menuCategories)
        .where(eq(schema.menuCategories.restaurantId, restaurantId));
      const [row] = await tx
        .insert(schema.menuCategories)
        .values({ restaurantId, name: input.name, position: (last?.position ?? -1) + 1 })
        .returning();
      if (!row) throw new Error('category not written');
      const result = categoryJson({ category: row, dishes: [], choices: new Map() });
      return {
        result,
        action: 'category.create',
        entity: 'category',
        entityId: row.id,
        before: null,
        after: result,
      };
    },
  });
}
