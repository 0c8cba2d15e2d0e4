import { schema } from '@khabar/db';
import type { Diet, EditorDish } from '@khabar/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import { CATEGORY_NOT_FOUND, dietColumns, dishJson, lockCategory } from './editor-json.ts';
import { saveMenuChange } from './save-menu-change.ts';

/** A dish's address part: 'Chicken Biryani (Full)' -> 'chicken-biryani-full'. */
const dishSlugBase = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'dish';

/** A new dish, last in its category, in stock. */
export function createDish(
  input: CatalogChangeDeps & {
    userId: number;
    categoryId: number;
    name: string;
    description: string;
    pricePaise: number;
    oldPricePaise: number | null;
    diet: Diet;
    isRecommended: boolean;
  },
): Promise<EditorDish> {
  return saveMenuChange({
    ...input,
    notFound: CATEGORY_NOT_FOUND,
    find: async (tx) => {
      const category = await lockCategory({ tx, categoryId: input.categoryId });
      return category && { restaurantId: category.restaurantId, target: category };
    },
    change: async (tx, category, restaurantId) => {
      // Slugs are unique per restaurant and never reused, archived dishes' included.
      const base = dishSlugBase(input.name);
      const taken = new Set(
        (
          await tx
            .select({ slug: schema.items.slug })
            .from(schema.items)
            .where(and(eq(schema.items.restaurantId, restaurantId), like(schema.items.slug, `${base}%`)))
        ).map((r) => r.slug),
      );
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${schema.items.position}), -1)::int` })
        .from(schema.items)
        .where(eq(schema.items.categoryId, category.id));
      const [row] = await tx
        .insert(schema.items)
        .values({
          restaurantId,
          categoryId: category.id,
          slug,
          name: input.name,
          descHtml: input.description,
          pricePaise: input.pricePaise,
          oldPricePaise: input.oldPricePaise,
          ...dietColumns(input.diet),
          isRecommended: input.isRecommended,
          position: (last?.position ?? -1) + 1,
          updatedAt: input.now(),
        })
        .returning();
      if (!row) throw new Error('dish not written');
      const result = dishJson({ item: row, choices: new Map() });
      return { result, action: 'item.create', entity: 'item', entityId: row.id, before: null, after: result };
    },
  });
}
