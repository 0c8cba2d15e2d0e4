import { type Db, schema } from '@khabar/db';
import type { OrderDetailsResponse, ServerLanguage } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.ts';
import { loadOrdersJson } from './load-orders-json.ts';
import { orderProgressJson } from './order-progress-json.ts';

/** One of the caller's orders by id or unique id; another customer's is "not found", never "forbidden". */
export async function getOrderDetails({
  db,
  userId,
  orderId,
  now,
  language,
}: {
  db: Db;
  userId: number;
  orderId: number | string;
  /** For the cancel deadline. */
  now: Date;
  /** The answer's words (the system's cancel reasons). */
  language: ServerLanguage;
}): Promise<OrderDetailsResponse> {
  const key = String(orderId);
  const match = /^\d+$/.test(key) ? eq(schema.orders.id, Number(key)) : eq(schema.orders.uniqueOrderId, key);
  const rows = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.userId, userId), match));
  const [order] = await loadOrdersJson({ db, rows });
  if (!order) throw notFound('Order not found');
  const { resturant_details, coupon_details, ...rest } = order;
  const progress = await orderProgressJson({ db, order: rows[0]!, now, language });
  return { success: true, data: { ...rest, ...progress }, resturant_details, coupon_details };
}
