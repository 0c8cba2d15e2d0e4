import { type Db, schema } from '@khabar/db';
import type { AdminWebhook, UpdateWebhookBody } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { checkWebhookUrl } from './check-webhook-url.ts';
import type { WebhookSettings } from './deliver-webhook.ts';
import { saveWebhookChange } from './save-webhook-change.ts';
import { auditedWebhook, lockWebhook, readWebhook } from './webhook-json.ts';

export type WebhookChanges = Omit<UpdateWebhookBody, 'token' | 'user_id' | 'version'>;

/** Changes an endpoint's URL, events or switch (admins only); its restaurant and secret stay. */
export async function updateWebhook(input: {
  db: Db;
  now: () => Date;
  webhooks: WebhookSettings;
  userId: number;
  webhookId: number;
  version: number;
  changes: WebhookChanges;
}): Promise<AdminWebhook> {
  const c = input.changes;
  if (c.url !== undefined)
    await checkWebhookUrl({ url: c.url, allowPrivate: input.webhooks.allowPrivateUrls });
  return saveWebhookChange({
    ...input,
    change: async (tx) => {
      const before = await lockWebhook({ tx, id: input.webhookId, version: input.version });
      const [row] = await tx
        .update(schema.webhookEndpoints)
        .set({
          ...(c.url !== undefined && { url: c.url }),
          ...(c.events !== undefined && { events: c.events }),
          ...(c.is_active !== undefined && { isActive: c.is_active }),
          version: before.version + 1,
        })
        .where(eq(schema.webhookEndpoints.id, before.id))
        .returning();
      if (!row) throw new Error('webhook endpoint not written');
      return {
        result: await readWebhook({ db: tx, id: row.id }),
        action: 'webhook.update',
        endpointId: row.id,
        restaurantId: row.restaurantId,
        before: auditedWebhook(before),
        after: auditedWebhook(row),
      };
    },
  });
}
