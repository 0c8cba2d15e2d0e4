// POST /api/admin/webhooks/create { url, restaurant_id?, events } -> the endpoint and its new secret,
// shown this once (admins only). restaurant_id null or left out: every restaurant's orders.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { idInput } from '../../common/strict-inputs.ts';
import { webhookEvents, webhookUrl, webhookWithSecret } from './webhook-fields.ts';

export const createWebhookBody = z
  .object({
    ...authFields,
    url: webhookUrl,
    restaurant_id: idInput('restaurant_id').nullable().default(null),
    events: webhookEvents.default(['order.status_changed']),
  })
  .meta({ examples: [{ url: 'https://pos.example.com/khabar/events', restaurant_id: 1 }] });
export type CreateWebhookBody = z.infer<typeof createWebhookBody>;
export const createWebhookResponse = okResponse(webhookWithSecret);
