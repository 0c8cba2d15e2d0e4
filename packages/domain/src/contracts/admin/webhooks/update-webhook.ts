// POST /api/admin/webhooks/:webhookId { version, url?, events?, is_active? } -> the endpoint (admins
// only). A save names the version it read: another admin's save in between is a 409. Its restaurant is
// kept: an endpoint for another restaurant is a new endpoint with a new secret.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { adminWebhook, webhookEvents, webhookUrl, webhookVersion } from './webhook-fields.ts';

export const updateWebhookBody = z
  .object({
    ...authFields,
    version: webhookVersion,
    url: webhookUrl.optional(),
    events: webhookEvents.optional(),
    is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
  })
  .meta({ examples: [{ version: 1, is_active: false }] });
export type UpdateWebhookBody = z.infer<typeof updateWebhookBody>;
export const updateWebhookResponse = okResponse(adminWebhook);
