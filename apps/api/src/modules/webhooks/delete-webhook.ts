import { type Db, schema } from '@khabar/db';
import type { AdminWebhook } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { saveWebhookChange } from './save-webhook-change.ts';
import { auditedWebhook, lockWebhook, readWebhooks } from './webhook-json.ts';

/** Removes an endpoint and its deliveries (admins only); jobs still queued for them find nothing. */
export function deleteWebhook(input: {
  db: Db;
  now: () => Date;
  userId: number;
  webhookId: number;
  version: number;
}): Promise<AdminWebhook[]> {
  return saveWebhookChange({
    ...input,
    change: async (tx) => {
      const before = await lockWebhook({ tx, id: input.webhookId, version: input.version });
      await tx.delete(schema.webhookEndpoints).where(eq(schema.webhookEndpoints.id, before.id));
      return {
        result: await readWebhooks({ db: tx }),
        action: 'webhook.delete',
        endpointId: before.id,
        restaurantId: before.restaurantId,
        before: auditedWebhook(before),
        after: null,
      };
    },
  });
}
