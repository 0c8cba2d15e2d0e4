// A rating as operators see it: the customer's card, and the words of a comment they hid.
import type { AdminRatingEntry } from '@khabar/domain';
import { type RatingRow, ratingEntryOf } from '../ratings/index.ts';

export const adminRatingJson = (r: {
  row: RatingRow;
  name: string;
  reviews: number;
  restaurantName: string;
}): AdminRatingEntry => ({
  ...ratingEntryOf({ row: r.row, name: r.name, reviews: r.reviews }),
  hidden_comment: r.row.hiddenAt ? r.row.comment : null,
  restaurant_id: r.row.restaurantId,
  restaurant_name: r.restaurantName,
  order_id: r.row.orderId,
});
