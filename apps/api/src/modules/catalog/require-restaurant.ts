import { type Db, schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.ts';

/** A restaurant id nobody has (deleted, mistyped, made up) is a 404 in the spec's words, not an empty list. */
export async function requireRestaurant({
  db,
  restaurantId,
}: {
  db: Db;
  restaurantId: number;
}): Promise<void> {
  const [exists] = await db
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId));
  if (!exists) throw notFound('Restaurant not found');
}
