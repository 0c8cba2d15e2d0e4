// What a customer said about one of their orders, as the rating screens read and write it (issue 26).
import { z } from 'zod';
import { RATING_TEXT_MAX } from '../../ratings/rating-rules.ts';
import { safeText } from '../common/safe-text.ts';

export const myRatingJson = z.object({
  rating: z.number().int().min(1).max(5),
  tags: z.array(z.string()),
  comment: z.string(),
  /** The customer's thumb for the rider; null: not given, or a pickup. */
  rider_thumb_up: z.boolean().nullable(),
  created_at: z.string(),
  /** Until when it may still be changed (ISO), or null once it may not. */
  editable_until: z.string().nullable(),
});
export type MyRatingJson = z.infer<typeof myRatingJson>;

/** The order's rating state: whether it may be rated, until when, and what was said. */
export const orderRatingJson = z.object({
  order_id: z.number().int(),
  unique_order_id: z.string(),
  restaurant_name: z.string(),
  /** The rider the thumb is for (null: a pickup, or no rider). */
  rider_name: z.string().nullable(),
  /** Until when a first rating is taken (ISO, 7 days after delivery); null: not delivered. */
  rate_until: z.string().nullable(),
  can_rate: z.boolean(),
  mine: myRatingJson.nullable(),
});
export type OrderRatingJson = z.infer<typeof orderRatingJson>;

export const orderRatingResponse = z.object({ success: z.literal(true), data: orderRatingJson });
export type OrderRatingResponse = z.infer<typeof orderRatingResponse>;

export const RATING_TAG_MESSAGE = 'Choose tags from the list.';
export const RATING_COMMENT_MESSAGE = `The comment can be at most ${RATING_TEXT_MAX} characters of plain text.`;
/** A comment or a reply: plain text, trimmed, up to RATING_TEXT_MAX characters. */
export const ratingTextField = (message: string) =>
  safeText(z.string({ error: message }).trim().max(RATING_TEXT_MAX, message), message);
