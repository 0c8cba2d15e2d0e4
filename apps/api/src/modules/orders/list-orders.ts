import { type Db, schema } from '@khabar/db';
import { ORDER_STATUS, type OrderJson, PAGE_SIZE, pageWindow } from '@khabar/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import { loadOrdersJson } from './load-orders-json.ts';

/**
 * The caller's orders, newest first, a page at a time; orders still waiting for an online payment are
 * not shown. next_page is the page to ask for next, or null on the last one.
 */
export async function listOrders({
  db,
  userId,
  page = 1,
}: {
  db: Db;
  userId: number;
  page?: number;
}): Promise<{ success: true; data: OrderJson[]; next_page: number | null }> {
  const { offset, limit } = pageWindow(page, PAGE_SIZE.orders);
  const found = await db
    .select()
    .from(schema.orders)
    .where(
      and(eq(schema.orders.userId, userId), ne(schema.orders.orderstatusId, ORDER_STATUS.awaitingPayment)),
    )
    .orderBy(desc(schema.orders.createdAt), desc(schema.orders.id))
    .limit(limit)
    .offset(offset);
  const rows = found.slice(0, PAGE_SIZE.orders);
  const nextPage = found.length > rows.length ? page + 1 : null;
  return { success: true, data: await loadOrdersJson({ db, rows }), next_page: nextPage };
}
