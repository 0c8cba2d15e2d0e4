// The support actions panel's view of one order (any operator; anyone else 403, an unknown order 404).
import type { Db } from '@khabar/db';
import type { OrderSupport } from '@khabar/domain';
import { requireOperator } from '../admin/index.ts';
import { readOrderSupport } from './order-support-json.ts';

export async function getOrderSupport(input: {
  db: Db;
  userId: number;
  orderId: number;
}): Promise<OrderSupport> {
  const level = await requireOperator({ db: input.db, userId: input.userId });
  return readOrderSupport({ db: input.db, orderId: input.orderId, level });
}
