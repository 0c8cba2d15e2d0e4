import { type Db, schema } from '@khabar/db';
import type { NotificationJson } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { notFound } from '../../errors/app-error.ts';
import { listNotifications } from './list-notifications.ts';

const n = schema.notifications;

/** Marks one of the customer's own notifications read (anyone else's is "not found"); answers the list. */
export async function markNotificationRead({
  db,
  userId,
  notificationId,
}: {
  db: Db;
  userId: number;
  notificationId: number;
}): Promise<NotificationJson[]> {
  const changed = await db
    .update(n)
    .set({ isRead: true })
    .where(and(eq(n.id, notificationId), eq(n.userId, userId)))
    .returning({ id: n.id });
  if (changed.length === 0) throw notFound('Notification not found');
  return listNotifications({ db, userId });
}
