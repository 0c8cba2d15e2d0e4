// A restaurant's ratings as the lists show them (the public page, the restaurant's console, the back
// office): newest first, a page at a time, with how many ratings each person gave the restaurant (the
// spec's card counts reviews by the same user; paged, the server counts them). A hidden comment is ''
// for everyone but operators.
import { type Db, schema } from '@khabar/db';
import { PAGE_SIZE, pageWindow, type RatingEntry, splitPage } from '@khabar/domain';
import { desc, eq, sql } from 'drizzle-orm';

export type RatingRow = typeof schema.ratings.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A rating as every list shows it to customers and the restaurant. */
export function ratingEntryOf({
  row,
  name,
  reviews,
}: {
  row: RatingRow;
  name: string;
  reviews: number;
}): RatingEntry {
  return {
    id: row.id,
    user_id: row.userId,
    user_details: { name },
    rating: row.rating,
    tags: row.tags,
    comment: row.hiddenAt ? '' : row.comment,
    created_at: row.createdAt.toISOString(),
    reviews,
    comment_hidden: row.hiddenAt !== null,
    reply: row.reply,
    replied_at: iso(row.repliedAt),
  };
}

/** One page of the restaurant's ratings with each reviewer's name and count, and the next page. */
export async function readRatingRows({
  db,
  where,
  page = 1,
}: {
  db: Db;
  where: { restaurantId: number } | { ratingId: number } | 'all';
  page?: number;
}): Promise<{
  rows: Array<{ row: RatingRow; name: string; reviews: number; restaurantName: string }>;
  nextPage: number | null;
}> {
  const { offset, limit } = pageWindow(page, PAGE_SIZE.ratings);
  const found = await db
    .select({
      row: schema.ratings,
      name: schema.users.name,
      reviews: sql<number>`(select count(*)::int from ratings same where same.restaurant_id = ${schema.ratings.restaurantId} and same.user_id = ${schema.ratings.userId})`,
      restaurantName: schema.restaurants.name,
    })
    .from(schema.ratings)
    .innerJoin(schema.users, eq(schema.users.id, schema.ratings.userId))
    .innerJoin(schema.restaurants, eq(schema.restaurants.id, schema.ratings.restaurantId))
    .where(
      where === 'all'
        ? undefined
        : 'ratingId' in where
          ? eq(schema.ratings.id, where.ratingId)
          : eq(schema.ratings.restaurantId, where.restaurantId),
    )
    .orderBy(desc(schema.ratings.createdAt), desc(schema.ratings.id))
    .offset(offset)
    .limit(limit);
  return splitPage(found, page, PAGE_SIZE.ratings);
}

/** The restaurant's figure and count, as the list shows them. */
export async function readRestaurantScore({
  db,
  restaurantId,
}: {
  db: Db;
  restaurantId: number;
}): Promise<{ rating: number; rating_count: number } | null> {
  const [r] = await db
    .select({ rating: schema.restaurants.rating, rating_count: schema.restaurants.ratingCount })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId));
  return r ?? null;
}
