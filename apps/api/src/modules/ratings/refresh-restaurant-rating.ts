// A restaurant's figure, made again from its ratings in the rating's own transaction (the domain's
// Bayesian average toward the city mean), so the list never shows a figure its ratings do not make.
// The restaurant's row is locked first: two ratings at once are counted one after the other.
import { type Db, schema } from '@khabar/db';
import { restaurantRating } from '@khabar/domain';
import { eq, sql } from 'drizzle-orm';

export async function refreshRestaurantRating({
  tx,
  restaurantId,
}: {
  tx: Db;
  restaurantId: number;
}): Promise<void> {
  await tx
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId))
    .for('update');
  const [[own], [city]] = await Promise.all([
    tx
      .select({
        total: sql<number>`coalesce(sum(${schema.ratings.rating}), 0)::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(schema.ratings)
      .where(eq(schema.ratings.restaurantId, restaurantId)),
    tx.select({ mean: sql<number | null>`avg(${schema.ratings.rating})::float8` }).from(schema.ratings),
  ]);
  const count = own?.count ?? 0;
  await tx
    .update(schema.restaurants)
    .set({
      rating: restaurantRating({ total: own?.total ?? 0, count, cityMean: city?.mean ?? 0 }),
      ratingCount: count,
    })
    .where(eq(schema.restaurants.id, restaurantId));
}
