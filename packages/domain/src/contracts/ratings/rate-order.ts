// PUT /api/orders/:orderId/rating { rating, tags, comment, rider_thumb_up }: the first rating of a
// delivered order (within 7 days), or its change (within 24 hours of the first). Tags must be among
// those offered for the stars given (ratingTagsFor).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import {
  orderRatingResponse,
  RATING_COMMENT_MESSAGE,
  RATING_TAG_MESSAGE,
  ratingTextField,
} from './order-rating.ts';

const STARS = 'Rate the food from 1 to 5 stars.';
export const rateOrderBody = z
  .object({
    ...authFields,
    rating: z.number({ error: STARS }).int(STARS).min(1, STARS).max(5, STARS),
    tags: z
      .array(z.string({ error: RATING_TAG_MESSAGE }).max(40, RATING_TAG_MESSAGE), {
        error: RATING_TAG_MESSAGE,
      })
      .max(12, RATING_TAG_MESSAGE)
      .default([]),
    comment: ratingTextField(RATING_COMMENT_MESSAGE).default(''),
    rider_thumb_up: z
      .boolean({ error: 'The rider thumb is up, down or not given.' })
      .nullable()
      .default(null),
  })
  .meta({
    examples: [
      { rating: 5, tags: [], comment: 'Lovely biryani, the potato was perfect.', rider_thumb_up: false },
    ],
  });
export type RateOrderBody = z.infer<typeof rateOrderBody>;
export const rateOrderResponse = orderRatingResponse;
