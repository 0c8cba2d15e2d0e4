// POST /api/partner/ratings/:ratingId/reply { reply }: the restaurant's one reply to a rating, shown
// under it (a second reply: 409; another restaurant's rating: 404).
import { z } from 'zod';
import { ratingEntry } from '../catalog/get-restaurant-ratings.ts';
import { authFields } from '../common/auth-fields.ts';
import { dbId, okResponse } from '../common/lifecycle-fields.ts';
import { ratingTextField } from '../ratings/order-rating.ts';

export const ratingIdParam = z.object({ ratingId: dbId }).meta({ examples: [{ ratingId: 1 }] });
const REPLY = 'Write a reply of 1 to 500 characters of plain text.';
export const replyToRatingBody = z
  .object({
    ...authFields,
    reply: ratingTextField(REPLY).pipe(z.string().min(1, REPLY)),
  })
  .meta({ examples: [{ reply: 'Thank you! See you again soon.' }] });
export const replyToRatingResponse = okResponse(ratingEntry);
