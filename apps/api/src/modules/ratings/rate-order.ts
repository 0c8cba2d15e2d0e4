// A customer rates their delivered order, or changes the rating within 24 hours: one rating per order
// (the unique index is the last guard), only the order's customer (another's order: 404), only once
// delivered and for 7 days. The restaurant's figure is made again in the same transaction; after the
// commit every process reloads its catalog, so the list shows the new figure without a restart.
import { schema } from '@khabar/db';
import {
  type OrderRatingJson,
  type RateOrderBody,
  ratingEditable,
  ratingRefusal,
  ratingTagsFor,
} from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { type CatalogChangeDeps, publishCatalogChange } from '../catalog/index.ts';
import { findOrderToRate, orderRatingJson } from './order-rating-json.ts';
import { refreshRestaurantRating } from './refresh-restaurant-rating.ts';

const REFUSALS = {
  not_delivered: 'You can rate an order once it is delivered.',
  too_late: 'Ratings are taken for 7 days after delivery.',
} as const;
const NOT_EDITABLE = 'A rating can be changed for 24 hours after it was made.';

export async function rateOrder(
  input: CatalogChangeDeps & { userId: number; orderId: number; body: RateOrderBody },
): Promise<OrderRatingJson> {
  const { body } = input;
  const offered = ratingTagsFor(body.rating);
  const tags = [...new Set(body.tags)];
  if (tags.some((t) => !offered.includes(t))) {
    throw new AppError('BAD_REQUEST', `For ${body.rating} stars choose tags from: ${offered.join(', ')}.`);
  }
  const now = input.now();
  const order = await input.db.transaction(async (tx) => {
    const order = await findOrderToRate({ db: tx, userId: input.userId, orderId: input.orderId, lock: true });
    const [existing] = await tx
      .select()
      .from(schema.ratings)
      .where(eq(schema.ratings.orderId, order.id))
      .for('update');
    const riderThumbUp = order.deliveryType === 1 && order.deliveryPartnerId ? body.rider_thumb_up : null;
    const values = { rating: body.rating, tags: tags.join(','), comment: body.comment, riderThumbUp };
    if (existing) {
      if (!ratingEditable(existing.createdAt, now)) throw new AppError('CONFLICT', NOT_EDITABLE);
      await tx
        .update(schema.ratings)
        .set({ ...values, editedAt: now })
        .where(eq(schema.ratings.id, existing.id));
    } else {
      const refusal = ratingRefusal({ statusId: order.orderstatusId, deliveredAt: order.deliveredAt, now });
      if (refusal) throw new AppError('CONFLICT', REFUSALS[refusal]);
      await tx.insert(schema.ratings).values({
        ...values,
        restaurantId: order.restaurantId,
        userId: input.userId,
        orderId: order.id,
        deliveryPartnerId: order.deliveryType === 1 ? order.deliveryPartnerId : null,
        createdAt: now,
      });
    }
    await refreshRestaurantRating({ tx, restaurantId: order.restaurantId });
    return order;
  });
  await publishCatalogChange({ ...input, payload: { restaurant_id: order.restaurantId, rating: true } });
  return orderRatingJson({ db: input.db, order, now });
}
