import { type Db, schema } from '@khabar/db';
import type { RatingEntry } from '@khabar/domain';
import { desc, eq } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.ts';

export async function listRatings({
  db,
  restaurantId,
}: {
  db: Db;
  restaurantId: number;
}): Promise<RatingEntry[]> {
  const [exists] = await db
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId));
  if (!exists) throw notFound('Restaurant not found');
  const rows = await db
    .select({ rating: schema.ratings, name: schema.users.name })
    .from(schema.ratings)
    .innerJoin(schema.users, eq(schema.users.id, schema.ratings.userId))
    .where(eq(schema.ratings.restaurantId, restaurantId))
    .orderBy(desc(schema.ratings.createdAt), desc(schema.ratings.id))
    .limit(200);
  return rows.map(({ rating, name }) => ({
    id: rating.id,
    user_id: rating.userId,
    user_details: { name },
    rating: rating.rating,
    tags: rating.tags,
    comment: rating.comment,
    created_at: rating.createdAt.toISOString(),
  }));
}
