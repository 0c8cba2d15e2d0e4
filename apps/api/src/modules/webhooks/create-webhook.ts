import { type Db, schema } from '@khabar/db';
import type { CreateWebhookBody } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { checkWebhookUrl } from './check-webhook-url.ts';
import type { WebhookSettings } from './deliver-webhook.ts';
import { saveWebhookChange } from './save-webhook-change.ts';
import { auditedWebhook, readWebhook } from './webhook-json.ts';
import { newWebhookSecret, sealWebhookSecret } from './webhook-secret.ts';

/** A new endpoint (admins only) and its secret, which this answer is the only one to show. */
export async function createWebhook(input: {
  db: Db;
  now: () => Date;
  webhooks: WebhookSettings;
  userId: number;
  webhook: Omit<CreateWebhookBody, 'token' | 'user_id'>;
}) {
  const w = input.webhook;
  await checkWebhookUrl({ url: w.url, allowPrivate: input.webhooks.allowPrivateUrls });
  const secret = newWebhookSecret();
  const endpoint = await saveWebhookChange({
    ...input,
    change: async (tx, at) => {
      if (w.restaurant_id !== null) {
        const [r] = await tx
          .select({ id: schema.restaurants.id })
          .from(schema.restaurants)
          .where(eq(schema.restaurants.id, w.restaurant_id));
        if (!r) throw new AppError('BAD_REQUEST', 'restaurant_id is not a restaurant');
      }
      const [row] = await tx
        .insert(schema.webhookEndpoints)
        .values({
          url: w.url,
          restaurantId: w.restaurant_id,
          events: w.events,
          secretBox: sealWebhookSecret({ secret, keyHex: input.webhooks.secretKey }),
          createdBy: input.userId,
          createdAt: at,
        })
        .returning();
      if (!row) throw new Error('webhook endpoint not written');
      return {
        result: await readWebhook({ db: tx, id: row.id }),
        action: 'webhook.create',
        endpointId: row.id,
        restaurantId: row.restaurantId,
        before: null,
        after: auditedWebhook(row),
      };
    },
  });
  return { ...endpoint, secret };
}
