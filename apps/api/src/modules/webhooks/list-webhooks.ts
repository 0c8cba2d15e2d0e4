import type { Db } from '@khabar/db';
import type { AdminWebhook } from '@khabar/domain';
import { requireOperator } from '../admin/index.ts';
import { readWebhooks } from './webhook-json.ts';

/** Every webhook endpoint with its last deliveries (admins only: they lead to integrators' systems). */
export async function listWebhooks(input: { db: Db; userId: number }): Promise<AdminWebhook[]> {
  await requireOperator({ db: input.db, userId: input.userId, level: 'admin' });
  return readWebhooks({ db: input.db });
}
