// An order's rating state for its customer: the order, its restaurant and rider, whether a first
// rating is still taken, and what was said (with until when it may be changed).
import { type Db, schema } from '@khabar/db';
import {
  type OrderRatingJson,
  RATING_EDIT_MS,
  RATING_WINDOW_MS,
  ratingEditable,
  ratingRefusal,
} from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.ts';

export type OrderForRating = typeof schema.orders.$inferSelect;

const ORDER_NOT_FOUND = 'Order not found';

/** The caller's order (locked when `lock`): another customer's is "not found". */
export async function findOrderToRate({
  db,
  userId,
  orderId,
  lock = false,
}: {
  db: Db;
  userId: number;
  orderId: number;
  lock?: boolean;
}): Promise<OrderForRating> {
  const query = db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.id, orderId), eq(schema.orders.userId, userId)));
  const [order] = await (lock ? query.for('update') : query);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

export async function orderRatingJson({
  db,
  order,
  now,
}: {
  db: Db;
  order: OrderForRating;
  now: Date;
}): Promise<OrderRatingJson> {
  const [[restaurant], [rider], [mine]] = await Promise.all([
    db
      .select({ name: schema.restaurants.name })
      .from(schema.restaurants)
      .where(eq(schema.restaurants.id, order.restaurantId)),
    order.deliveryPartnerId && order.deliveryType === 1
      ? db
          .select({ name: schema.deliveryPartners.name })
          .from(schema.deliveryPartners)
          .where(eq(schema.deliveryPartners.id, order.deliveryPartnerId))
      : Promise.resolve([]),
    db.select().from(schema.ratings).where(eq(schema.ratings.orderId, order.id)),
  ]);
  const refusal = ratingRefusal({ statusId: order.orderstatusId, deliveredAt: order.deliveredAt, now });
  return {
    order_id: order.id,
    unique_order_id: order.uniqueOrderId,
    restaurant_name: restaurant?.name ?? '',
    rider_name: rider?.name ?? null,
    rate_until: order.deliveredAt
      ? new Date(order.deliveredAt.getTime() + RATING_WINDOW_MS).toISOString()
      : null,
    can_rate: !mine && refusal === null,
    mine: mine
      ? {
          rating: mine.rating,
          tags: mine.tags ? mine.tags.split(',') : [],
          comment: mine.comment,
          rider_thumb_up: mine.riderThumbUp,
          created_at: mine.createdAt.toISOString(),
          editable_until: ratingEditable(mine.createdAt, now)
            ? new Date(mine.createdAt.getTime() + RATING_EDIT_MS).toISOString()
            : null,
        }
      : null,
  };
}
