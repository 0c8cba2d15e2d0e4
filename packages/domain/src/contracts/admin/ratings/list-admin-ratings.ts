// GET /api/admin/ratings?page=N: every restaurant's ratings for operators, newest first, to find and
// hide abusive comments; a hidden comment's words are still shown to them (customers and the
// restaurant see none).
import { z } from 'zod';
import { ratingEntry } from '../../catalog/get-restaurant-ratings.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';

export const adminRatingEntry = ratingEntry.extend({
  /** The words an operator hid (null while shown). */
  hidden_comment: z.string().nullable(),
  restaurant_id: z.number().int(),
  restaurant_name: z.string(),
  order_id: z.number().int().nullable(),
});
export type AdminRatingEntry = z.infer<typeof adminRatingEntry>;
export const listAdminRatingsResponse = okResponse(
  z.object({ ratings: z.array(adminRatingEntry), next_page: z.number().int().nullable() }),
);
export type ListAdminRatingsResponse = z.infer<typeof listAdminRatingsResponse>;
