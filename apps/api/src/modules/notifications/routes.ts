import { type Db, schema } from '@khabar/db';
import { authOnlyBody, markNotificationBody, type NotificationJson } from '@khabar/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../errors/app-error.ts';
import { requireUser, userOf } from '../../plugins/require-user.ts';

const n = schema.notifications;

async function listNotifications(db: Db, userId: number): Promise<NotificationJson[]> {
  const rows = await db
    .select()
    .from(n)
    .where(eq(n.userId, userId))
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    is_read: row.isRead ? 1 : 0,
    data: { title: row.title, message: row.message },
    created_at: row.createdAt.toISOString(),
  }));
}

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/get-user-notifications',
    { preHandler: requireUser, schema: { body: authOnlyBody } },
    async (req) => listNotifications(app.db, userOf(req).id),
  );
  r.post(
    '/mark-one-notification-read',
    { preHandler: requireUser, schema: { body: markNotificationBody } },
    async (req) => {
      const userId = userOf(req).id;
      const changed = await app.db
        .update(n)
        .set({ isRead: true })
        .where(and(eq(n.id, req.body.notification_id), eq(n.userId, userId)))
        .returning({ id: n.id });
      if (changed.length === 0) throw notFound('Notification not found');
      return listNotifications(app.db, userId);
    },
  );
}
