import { type Db, schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import type { WebhookSettings } from './deliver-webhook.ts';
import { saveWebhookChange } from './save-webhook-change.ts';
import { auditedWebhook, lockWebhook, readWebhook } from './webhook-json.ts';
import { newWebhookSecret, sealWebhookSecret } from './webhook-secret.ts';

/**
 * A new secret for an endpoint (admins only), shown in this answer only. The old one stops signing at
 * once: a leaked secret must not keep working while a receiver is updated.
 */
export async function rotateWebhookSecret(input: {
  db: Db;
  now: () => Date;
  webhooks: WebhookSettings;
  userId: number;
  webhookId: number;
  version: number;
}) {
  const secret = newWebhookSecret();
  const endpoint = await saveWebhookChange({
    ...input,
    change: async (tx) => {
      const before = await lockWebhook({ tx, id: input.webhookId, version: input.version });
      const [row] = await tx
        .update(schema.webhookEndpoints)
        .set({
          secretBox: sealWebhookSecret({ secret, keyHex: input.webhooks.secretKey }),
          version: before.version + 1,
        })
        .where(eq(schema.webhookEndpoints.id, before.id))
        .returning();
      if (!row) throw new Error('webhook endpoint not written');
      return {
        result: await readWebhook({ db: tx, id: row.id }),
        action: 'webhook.rotate_secret',
        endpointId: row.id,
        restaurantId: row.restaurantId,
        before: auditedWebhook(before),
        after: auditedWebhook(row),
      };
    },
  });
  return { ...endpoint, secret };
}
