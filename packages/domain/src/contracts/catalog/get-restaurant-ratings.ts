// GET /api/rating/get-restaurant-ratings/:restaurant_id?page=N: the spec's bare array, newest first, a
// page at a time (the next page is named in the x-next-page header). Beyond the spec's fields: how many
// ratings the same person gave this restaurant, the restaurant's reply, and whether an operator hid the
// comment (then it is '').
import { z } from 'zod';

const PAGE = 'page must be a whole number from 1 to 10000';
/** `?page=N`, 1 by default. */
export const ratingsPageQuery = z
  .object({
    page: z
      .string()
      .regex(/^\d{1,5}$/, PAGE)
      .transform(Number)
      .pipe(z.number().min(1, PAGE).max(10_000, PAGE))
      .optional(),
  })
  .meta({ examples: [{ page: '1' }] });

export const ratingEntry = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_details: z.object({ name: z.string() }),
  rating: z.number().int().min(1).max(5),
  tags: z.string(),
  comment: z.string(),
  created_at: z.string(),
  reviews: z.number().int(),
  comment_hidden: z.boolean(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
});
export const getRestaurantRatingsResponse = z.array(ratingEntry);
export type RatingEntry = z.infer<typeof ratingEntry>;
