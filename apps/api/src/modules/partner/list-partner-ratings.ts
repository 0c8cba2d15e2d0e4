// What customers said of a restaurant this account runs (another restaurant's: 404), with its figure.
import type { Db } from '@khabar/db';
import type { RestaurantRatingsPage } from '@khabar/domain';
import { ratingEntryOf, readRatingRows, readRestaurantScore } from '../ratings/index.ts';
import { requireStaff } from './require-staff.ts';

export async function listPartnerRatings(input: {
  db: Db;
  userId: number;
  restaurantId: number;
  page: number;
}): Promise<RestaurantRatingsPage> {
  await requireStaff(input.db, input.userId, input.restaurantId);
  const [score, page] = await Promise.all([
    readRestaurantScore(input.db, input.restaurantId),
    readRatingRows(input.db, { restaurantId: input.restaurantId }, input.page),
  ]);
  return {
    rating: score?.rating ?? 0,
    rating_count: score?.rating_count ?? 0,
    ratings: page.rows.map((r) => ratingEntryOf(r.row, r.name, r.reviews)),
    next_page: page.nextPage,
  };
}
