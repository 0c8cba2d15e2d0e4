import type { Db } from '@khabar/db';
import type { WebhookDelivery } from '@khabar/domain';
import { requireOperator } from '../admin/index.ts';
import { deliveryJson, lockWebhook, readDeliveries } from './webhook-json.ts';

/** An endpoint's last 50 deliveries, newest first (admins only). */
export async function listWebhookDeliveries(input: {
  db: Db;
  userId: number;
  webhookId: number;
}): Promise<WebhookDelivery[]> {
  return input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    await lockWebhook({ tx, id: input.webhookId });
    return (await readDeliveries({ db: tx, endpointId: input.webhookId, limit: 50 })).map(deliveryJson);
  });
}
