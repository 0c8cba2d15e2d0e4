import type { Db } from '@khabar/db';
import type { OrderRatingJson } from '@khabar/domain';
import { findOrderToRate, orderRatingJson } from './order-rating-json.ts';

/** The caller's order's rating state (another customer's order: 404). */
export async function getOrderRating(input: {
  db: Db;
  userId: number;
  orderId: number;
  now: Date;
}): Promise<OrderRatingJson> {
  const order = await findOrderToRate({ db: input.db, userId: input.userId, orderId: input.orderId });
  return orderRatingJson({ db: input.db, order, now: input.now });
}
