import { type Db, schema } from '@khabar/db';
import type { RatingEntry } from '@khabar/domain';
import { desc, eq } from 'drizzle-orm';
import { requireRestaurant } from './require-restaurant.ts';

export async function listRatings({
  db,
  restaurantId,
}: {
  db: Db;
  restaurantId: number;
}): Promise<RatingEntry[]> {
  await requireRestaurant(db, restaurantId);
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
