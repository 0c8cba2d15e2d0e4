import type { Db } from '@khabar/db';
import type { CaptainCash } from '@khabar/domain';
import { requireOperator } from '../admin/index.ts';
import { findCaptain, readCaptainCash } from './captain-cash-json.ts';

/**
 * The cash a captain holds, with the latest cash orders they delivered and the latest hand-ins (an
 * admin's: money, decision 036). One read-only snapshot, so the balance and the lists agree.
 */
export async function getCaptainCash(input: {
  db: Db;
  userId: number;
  captainId: number;
}): Promise<CaptainCash> {
  return input.db.transaction(
    async (tx) => {
      await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
      return readCaptainCash({ db: tx, captain: await findCaptain({ db: tx, captainId: input.captainId }) });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
