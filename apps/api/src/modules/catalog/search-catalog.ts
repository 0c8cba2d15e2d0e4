import { type Db, schema } from '@khabar/db';
import { and, asc, eq, ilike, inArray } from 'drizzle-orm';
import type { CatalogReadModel } from './catalog-read-model.ts';
import { toMenuItem } from './get-restaurant-menu.ts';

const MAX_RESTAURANTS = 30;
const MAX_DISHES = 40;

/** Restaurants (by name or cuisine) and dishes (by name) near a point, case-insensitive; inactive ones left out. */
export async function searchCatalog({
  db,
  catalog,
  q,
  lat,
  lng,
}: {
  db: Db;
  catalog: CatalogReadModel;
  q: string;
  lat: number;
  lng: number;
}): Promise<string> {
  const needle = q.toLowerCase();
  const nearby = catalog.near(lat, lng).filter((n) => n.entry.active);
  const restaurants = nearby
    .filter(
      (n) =>
        n.entry.data.name.toLowerCase().includes(needle) ||
        n.entry.data.description.toLowerCase().includes(needle),
    )
    .slice(0, MAX_RESTAURANTS);
  const ids = nearby.map((n) => n.entry.data.id);
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const dishes = ids.length
    ? await db
        .select({ item: schema.items, category: schema.menuCategories.name })
        .from(schema.items)
        .innerJoin(schema.menuCategories, eq(schema.menuCategories.id, schema.items.categoryId))
        .where(
          and(
            inArray(schema.items.restaurantId, ids),
            eq(schema.items.isActive, true),
            ilike(schema.items.name, pattern),
          ),
        )
        .orderBy(asc(schema.items.name))
        .limit(500)
    : [];
  const rank = new Map(ids.map((id, i) => [id, i]));
  dishes.sort((a, b) => (rank.get(a.item.restaurantId) ?? 0) - (rank.get(b.item.restaurantId) ?? 0));
  const items = dishes.slice(0, MAX_DISHES).map(({ item, category }) => {
    const r = catalog.byId(item.restaurantId)!.data;
    return { ...toMenuItem(item, category), restaurant_slug: r.slug, restaurant_name: r.name };
  });
  return `{"restaurants":${catalog.serialiseList(restaurants, 'delivery')},"items":${JSON.stringify(items)}}`;
}
