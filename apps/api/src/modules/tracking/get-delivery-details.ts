// The spec's tracking call (docs/product.md, The calls): update-user-info with a unique_order_id also answers
// the rider of that order, as delivery_details (null until a rider has it).
import { type Db, schema } from '@khabar/db';
import type { DeliveryDetailsJson } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { riderOf } from './delivery-details.ts';

export async function getDeliveryDetails({
  db,
  userId,
  uniqueOrderId,
}: {
  db: Db;
  userId: number;
  uniqueOrderId: string;
}): Promise<DeliveryDetailsJson | null> {
  const [o] = await db
    .select({ partnerId: schema.orders.deliveryPartnerId, type: schema.orders.deliveryType })
    .from(schema.orders)
    .where(and(eq(schema.orders.uniqueOrderId, uniqueOrderId), eq(schema.orders.userId, userId)));
  if (!o) throw new AppError('NOT_FOUND', 'Order not found');
  return o.type === 1 ? riderOf({ db, deliveryPartnerId: o.partnerId }) : null;
}
