import { schema } from '@khabar/db';
import { ORDER_STATUS, type OrderJson, PAGE_SIZE, pageWindow, splitPage } from '@khabar/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { UserPageQuery } from '../../service-inputs.ts';
import { loadOrdersJson } from './load-orders-json.ts';

/**
 * The caller's orders, newest first, a page at a time; orders still waiting for an online payment are
 * not shown. next_page is the page to ask for next, or null on the last one.
 */
export async function listOrders({
  db,
  userId,
  page = 1,
}: UserPageQuery): Promise<{ success: true; data: OrderJson[]; next_page: number | null }> {
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
  const { rows, nextPage } = splitPage(found, page, PAGE_SIZE.orders);
  return { success: true, data: await loadOrdersJson({ db, rows }), next_page: nextPage };
}
