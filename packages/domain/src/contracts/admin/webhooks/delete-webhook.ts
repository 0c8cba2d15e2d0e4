// POST /api/admin/webhooks/:webhookId/delete { version } -> the endpoints left (admins only). Its
// deliveries go with it; the audit log keeps what it was (never its secret).
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { adminWebhook, webhookVersion } from './webhook-fields.ts';

export const deleteWebhookBody = z
  .object({ ...authFields, version: webhookVersion })
  .meta({ examples: [{ version: 1 }] });
export const deleteWebhookResponse = okResponse(z.array(adminWebhook));
