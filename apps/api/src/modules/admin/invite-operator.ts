import type { Db } from '@khabar/db';
import type { OperatorJson, OperatorLevel } from '@khabar/domain';
import { grantOperator } from './grant-operator.ts';
import { requireOperator } from './require-operator.ts';

/** An admin makes a phone an operator (admin or support). */
export async function inviteOperator(input: {
  db: Db;
  now: () => Date;
  userId: number;
  phone: string;
  name: string;
  level: OperatorLevel;
}): Promise<OperatorJson> {
  return input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    return grantOperator({
      tx,
      actor: { userId: input.userId, role: 'admin' },
      phone: input.phone,
      name: input.name,
      level: input.level,
      at: input.now(),
    });
  });
}
