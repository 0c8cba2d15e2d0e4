// The prompt on the restaurant list: the caller's latest order delivered in the last 7 days that has
// no rating yet (null when there is none). Older orders are never asked about again.
import { type Db, schema } from '@khabar/db';
import { type OrderRatingJson, RATING_WINDOW_MS } from '@khabar/domain';
import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import { orderRatingJson } from './order-rating-json.ts';

export async function getRatingDue(input: {
  db: Db;
  userId: number;
  now: Date;
}): Promise<OrderRatingJson | null> {
  const since = new Date(input.now.getTime() - RATING_WINDOW_MS);
  const [order] = await input.db
    .select({ order: schema.orders })
    .from(schema.orders)
    .leftJoin(schema.ratings, eq(schema.ratings.orderId, schema.orders.id))
    .where(
      and(
        eq(schema.orders.userId, input.userId),
        eq(schema.orders.orderstatusId, 5),
        gte(schema.orders.deliveredAt, since),
        isNull(schema.ratings.id),
      ),
    )
    .orderBy(desc(schema.orders.deliveredAt))
    .limit(1);
  return order ? orderRatingJson({ db: input.db, order: order.order, now: input.now }) : null;
}
