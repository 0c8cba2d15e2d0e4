import { schema } from '@khabar/db';
import { type NotificationJson, PAGE_SIZE, pageWindow } from '@khabar/domain';
import { desc, eq } from 'drizzle-orm';
import type { UserPageQuery } from '../../service-inputs.ts';

const n = schema.notifications;

/**
 * The customer's notifications, newest first, 100 a page. The answer is the bare list the spec's
 * clients read, so whether another page follows is the caller's (a full page may have one).
 */
export async function listNotifications({
  db,
  userId,
  page = 1,
}: UserPageQuery): Promise<NotificationJson[]> {
  const { offset } = pageWindow(page, PAGE_SIZE.alerts);
  const rows = await db
    .select()
    .from(n)
    .where(eq(n.userId, userId))
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(PAGE_SIZE.alerts)
    .offset(offset);
  return rows.map((row) => ({
    id: row.id,
    is_read: row.isRead ? 1 : 0,
    data: { title: row.title, message: row.message },
    created_at: row.createdAt.toISOString(),
    order_id: row.orderId,
  }));
}
