import { type Db, schema } from '@khabar/db';
import type { AdminRestaurantRow } from '@khabar/domain';
import { asc, count, isNull } from 'drizzle-orm';
import { requireOperator } from './require-operator.ts';

/** Every restaurant of the city, active or not, by name, with its count of dishes on the menu
 * (admins; support's filters read only the names, list-restaurant-names.ts). */
export async function listAdminRestaurants({
  db,
  userId,
}: {
  db: Db;
  userId: number;
}): Promise<AdminRestaurantRow[]> {
  await requireOperator({ db, userId, level: 'admin' });
  const [rows, dishes] = await Promise.all([
    db.select().from(schema.restaurants).orderBy(asc(schema.restaurants.name), asc(schema.restaurants.id)),
    db
      .select({ restaurantId: schema.items.restaurantId, n: count() })
      .from(schema.items)
      .where(isNull(schema.items.archivedAt))
      .groupBy(schema.items.restaurantId),
  ]);
  const counts = new Map(dishes.map((d) => [d.restaurantId, Number(d.n)]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    locality: r.locality,
    is_active: r.isActive,
    is_accepting_orders: r.isAcceptingOrders,
    dishes: counts.get(r.id) ?? 0,
  }));
}
