// The public ratings page of a restaurant (the spec's bare array), a page at a time.
import type { Db } from '@khabar/db';
import type { RatingEntry } from '@khabar/domain';
import { notFound } from '../../errors/app-error.ts';
import { ratingEntryOf, readRatingRows, readRestaurantScore } from './rating-entries.ts';

export async function listRestaurantRatings(input: {
  db: Db;
  restaurantId: number;
  page: number;
}): Promise<{ entries: RatingEntry[]; nextPage: number | null }> {
  if (!(await readRestaurantScore({ db: input.db, restaurantId: input.restaurantId })))
    throw notFound('Restaurant not found');
  const { rows, nextPage } = await readRatingRows({
    db: input.db,
    where: { restaurantId: input.restaurantId },
    page: input.page,
  });
  return {
    entries: rows.map((r) => ratingEntryOf({ row: r.row, name: r.name, reviews: r.reviews })),
    nextPage,
  };
}
