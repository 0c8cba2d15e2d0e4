// Every change to a webhook endpoint: in one transaction, check the caller is an admin (support is 403),
// make the change and write its audit row.
import type { Db } from '@khabar/db';
import { requireOperator } from '../admin/index.ts';
import { recordAudit } from '../audit/index.ts';

export interface WebhookChange<T> {
  result: T;
  action: 'webhook.create' | 'webhook.update' | 'webhook.rotate_secret' | 'webhook.delete' | 'webhook.test';
  endpointId: number;
  restaurantId: number | null;
  before: unknown;
  after: unknown;
}

export async function saveWebhookChange<T>(input: {
  db: Db;
  now: () => Date;
  userId: number;
  change: (tx: Db, at: Date) => Promise<WebhookChange<T>>;
}): Promise<T> {
  const at = input.now();
  return input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    const change = await input.change(tx, at);
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'admin' },
      action: change.action,
      entity: 'webhook',
      entityId: change.endpointId,
      restaurantId: change.restaurantId,
      before: change.before,
      after: change.after,
      at,
    });
    return change.result;
  });
}
