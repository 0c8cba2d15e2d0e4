import { type Db, schema } from '@khabar/db';
import type { GoodwillCreditJson } from '@khabar/domain';
import { and, eq, ne } from 'drizzle-orm';
import { requireOperator } from '../admin/index.ts';
import { readCredits } from './goodwill-json.ts';

const LIMIT = 100;

/**
 * Goodwill requests waiting for an admin (oldest first: a queue), or the latest decided and credited
 * ones (newest first). An admin sees everyone's; a support agent their own.
 */
export async function listGoodwillCredits(input: {
  db: Db;
  userId: number;
  status: 'pending' | 'decided';
}): Promise<GoodwillCreditJson[]> {
  const level = await requireOperator({ db: input.db, userId: input.userId });
  const g = schema.goodwillCredits;
  const mine = level === 'support' ? eq(g.requestedBy, input.userId) : undefined;
  const pending = input.status === 'pending';
  return readCredits({
    db: input.db,
    where: and(pending ? eq(g.status, 'pending') : ne(g.status, 'pending'), mine),
    options: {
      limit: LIMIT,
      oldestFirst: pending,
    },
  });
}
