// GET /api/partner/restaurants/:restaurantId/ratings?page=N: what customers said of a restaurant this
// account runs, newest first, with its figure and count (another restaurant's: 404).
import { z } from 'zod';
import { ratingEntry } from '../catalog/get-restaurant-ratings.ts';
import { okResponse } from '../common/lifecycle-fields.ts';

export const restaurantRatingsPage = z.object({
  rating: z.number(),
  rating_count: z.number().int(),
  ratings: z.array(ratingEntry),
  next_page: z.number().int().nullable(),
});
export type RestaurantRatingsPage = z.infer<typeof restaurantRatingsPage>;
export const listPartnerRatingsResponse = okResponse(restaurantRatingsPage);
