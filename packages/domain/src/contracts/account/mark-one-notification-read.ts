// POST /api/mark-one-notification-read: marks one of the caller's alerts read, answers the updated list.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { idInput } from '../common/strict-inputs.ts';
import { getUserNotificationsResponse } from './get-user-notifications.ts';

export const markNotificationBody = z
  .object({ ...authFields, notification_id: idInput('notification_id') })
  .meta({ examples: [{ notification_id: 7 }] });
export const markNotificationResponse = getUserNotificationsResponse;
