import { type Db, schema } from '@khabar/db';
import type { RestaurantName } from '@khabar/domain';
import { asc } from 'drizzle-orm';
import { requireOperator } from './require-operator.ts';

/**
 * Every restaurant's id and name, active or not, by name, for any operator: what a filter needs and no
 * more (the names are public in the customer app; the rest of the catalog is an admin's).
 */
export async function listRestaurantNames({
  db,
  userId,
}: {
  db: Db;
  userId: number;
}): Promise<RestaurantName[]> {
  await requireOperator({ db, userId });
  return db
    .select({ id: schema.restaurants.id, name: schema.restaurants.name })
    .from(schema.restaurants)
    .orderBy(asc(schema.restaurants.name), asc(schema.restaurants.id));
}
