// POST /api/get-user-notifications: the caller's alerts, newest first (the page shows the unread ones).
import { z } from 'zod';
import { flag } from '../common/envelope.ts';
import { pagedBody } from '../common/paged-body.ts';

export const getUserNotificationsBody = pagedBody;

export const notificationJson = z.object({
  id: z.number().int(),
  is_read: flag,
  data: z.object({ title: z.string(), message: z.string() }),
  created_at: z.string(),
  /** The order the alert is about (the alerts screen opens it), or null. */
  order_id: z.number().int().nullable(),
});
export type NotificationJson = z.infer<typeof notificationJson>;

export const getUserNotificationsResponse = z.array(notificationJson);
