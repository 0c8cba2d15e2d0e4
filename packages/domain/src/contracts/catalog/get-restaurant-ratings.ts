// GET /api/rating/get-restaurant-ratings/:restaurant_id
import { z } from 'zod';

export const ratingEntry = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_details: z.object({ name: z.string() }),
  rating: z.number().int().min(1).max(5),
  tags: z.string(),
  comment: z.string(),
  created_at: z.string(),
});
export const getRestaurantRatingsResponse = z.array(ratingEntry);
export type RatingEntry = z.infer<typeof ratingEntry>;
