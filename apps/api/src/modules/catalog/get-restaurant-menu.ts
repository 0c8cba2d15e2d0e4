import { type Db, schema } from '@khabar/db';
import type { GetRestaurantItemsResponse, MenuItem } from '@khabar/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.ts';
import { EncodedAnswer } from '../../plugins/encoded-answer.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';
import { toMenuItem } from './restaurant-json.ts';

/**
 * The menu by category name in menu order, and the recommended items first (docs/product.md, Screens),
 * read from the database once per catalog change and kept encoded (decision 012).
 */
export function getRestaurantMenu({
  db,
  catalog,
  slug,
}: {
  db: Db;
  catalog: CatalogReadModel;
  slug: string;
}): Promise<EncodedAnswer> {
  return catalog.remember(`menu:${slug}`, async () =>
    EncodedAnswer.ofJson(await readMenu(db, catalog, slug)),
  );
}

async function readMenu(
  db: Db,
  catalog: CatalogReadModel,
  slug: string,
): Promise<GetRestaurantItemsResponse> {
  const [restaurant] = await db
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, slug));
  if (!restaurant) throw notFound('Restaurant not found');
  const [categories, rows] = await Promise.all([
    db
      .select()
      .from(schema.menuCategories)
      .where(
        and(eq(schema.menuCategories.restaurantId, restaurant.id), eq(schema.menuCategories.isHidden, false)),
      )
      .orderBy(asc(schema.menuCategories.position), asc(schema.menuCategories.id)),
    db
      .select()
      .from(schema.items)
      .where(and(eq(schema.items.restaurantId, restaurant.id), isNull(schema.items.archivedAt)))
      .orderBy(asc(schema.items.position), asc(schema.items.id)),
  ]);
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const items: Record<string, MenuItem[]> = {};
  for (const c of categories) items[c.name] = [];
  const recommended: MenuItem[] = [];
  for (const row of rows) {
    // A dish of a hidden category is off the menu with it.
    if (!names.has(row.categoryId)) continue;
    // The choices from the catalog's copy, the one pricing uses: the menu never offers what is refused.
    const item = toMenuItem({
      item: row,
      categoryName: names.get(row.categoryId) ?? '',
      groups: catalog.choiceGroupsOf(row.id),
    });
    items[item.category_name]?.push(item);
    if (row.isRecommended && row.isActive) recommended.push(item);
  }
  for (const name of Object.keys(items)) if (items[name]?.length === 0) delete items[name];
  return { items, recommended };
}
