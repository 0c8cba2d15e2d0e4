// What the back office's webhook calls share: an endpoint and a delivery as an admin sees them, and
// the inputs that make an endpoint, refused at the edge with the field named. The secret is never in
// an endpoint's answer: only creating one and rotating its secret answer it, once.
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../../../webhooks/webhook-rules.ts';
import { idInput } from '../../common/strict-inputs.ts';

export const URL_MESSAGE = 'url must be an http or https address without a user name or password';

/** An http(s) URL of at most 500 characters, no credentials in it (they would show in lists and logs). */
export const webhookUrl = z
  .string({ error: URL_MESSAGE })
  .trim()
  .max(500, 'url must be at most 500 characters')
  .refine((v) => {
    if (!URL.canParse(v)) return false;
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && !!u.hostname;
  }, URL_MESSAGE);

export const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'events: unknown event type' }), {
    error: 'events must be a list of event types',
  })
  .min(1, 'events: choose at least one event')
  .max(WEBHOOK_EVENT_TYPES.length, 'events: each event once')
  .refine((list) => new Set(list).size === list.length, 'events: each event once');

export const webhookVersion = idInput('version');
export const webhookIdParam = z
  .object({ webhookId: idInput('webhookId') })
  .meta({ examples: [{ webhookId: 1 }] });

export const webhookDelivery = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  order_id: z.number().int().nullable(),
  /** The order's status the event reports (placed, preparing ...); null for a test event. */
  status_name: z.string().nullable(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_try_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const adminWebhook = z.object({
  id: z.number().int(),
  url: z.string(),
  /** null: every restaurant's orders. */
  restaurant_id: z.number().int().nullable(),
  restaurant_name: z.string().nullable(),
  events: z.array(z.string()),
  is_active: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  /** The last few deliveries, newest first. */
  last_deliveries: z.array(webhookDelivery),
});
export type AdminWebhook = z.infer<typeof adminWebhook>;

/** An endpoint with its secret: the answer of create and rotate, the only time the secret is shown. */
export const webhookWithSecret = adminWebhook.extend({
  secret: z.string().describe('whsec_… Shown once: store it now; it cannot be read again.'),
});
