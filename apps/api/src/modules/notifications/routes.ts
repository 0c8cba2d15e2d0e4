import {
  getUserNotificationsBody,
  getUserNotificationsResponse,
  markNotificationBody,
  markNotificationResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { listNotifications } from './list-notifications.ts';
import { markNotificationRead } from './mark-notification-read.ts';

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/get-user-notifications',
    {
      preHandler: requireUser,
      schema: { body: getUserNotificationsBody, response: { 200: getUserNotificationsResponse } },
    },
    async (req) => listNotifications({ db: app.db, userId: userOf(req).id, page: req.body.page }),
  );
  r.post(
    '/mark-one-notification-read',
    {
      preHandler: requireUser,
      schema: { body: markNotificationBody, response: { 200: markNotificationResponse } },
    },
    async (req) =>
      markNotificationRead({ db: app.db, userId: userOf(req).id, notificationId: req.body.notification_id }),
  );
}
