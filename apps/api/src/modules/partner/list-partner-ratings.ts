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
  await requireStaff({ db: input.db, userId: input.userId, restaurantId: input.restaurantId });
  const [score, page] = await Promise.all([
    readRestaurantScore({ db: input.db, restaurantId: input.restaurantId }),
    readRatingRows({ db: input.db, where: { restaurantId: input.restaurantId }, page: input.page }),
  ]);
  return {
    rating: score?.rating ?? 0,
    rating_count: score?.rating_count ?? 0,
    ratings: page.rows.map((r) => ratingEntryOf({ row: r.row, name: r.name, reviews: r.reviews })),
    next_page: page.nextPage,
  };
}
