// The customer's cancel button (POST /api/cancel-order): their own order, by id or unique id, within the
// window; answered as the order details, now with the refund.
import { type Db, schema } from '@khabar/db';
import type { OrderDetailsResponse, ServerLanguage } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.ts';
import { cancelOrder, type LifecycleContext } from '../lifecycle/index.ts';
import { getOrderDetails } from './get-order-details.ts';

async function ownOrderId(db: Db, userId: number, key: number | string): Promise<number> {
  const text = String(key);
  const match = /^\d{1,9}$/.test(text)
    ? eq(schema.orders.id, Number(text))
    : eq(schema.orders.uniqueOrderId, text);
  const [row] = await db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(and(eq(schema.orders.userId, userId), match));
  if (!row) throw notFound('Order not found');
  return row.id;
}

export async function cancelMyOrder(
  input: LifecycleContext & { userId: number; orderKey: number | string; language: ServerLanguage },
): Promise<OrderDetailsResponse> {
  const orderId = await ownOrderId(input.db, input.userId, input.orderKey);
  await cancelOrder({ ...input, orderId });
  return getOrderDetails({
    db: input.db,
    userId: input.userId,
    orderId,
    now: input.now(),
    language: input.language,
  });
}
