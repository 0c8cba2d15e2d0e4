// The first admin of a city, made from the command line (npm run admin:create): a production database
// starts with no operator, and after the first one admins invite the others in the back office.
import { type Db, schema } from '@khabar/db';
import type { OperatorJson } from '@khabar/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { grantOperator } from './grant-operator.ts';

export async function createFirstAdmin(input: {
  db: Db;
  now: () => Date;
  phone: string;
  name: string;
}): Promise<OperatorJson> {
  return input.db.transaction(async (tx) => {
    // Two commands run at once must not both succeed: the first takes the lock, the second then sees it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('khabar:first-admin'))`);
    const [admin] = await tx
      .select({ userId: schema.operators.userId })
      .from(schema.operators)
      .where(and(eq(schema.operators.level, 'admin'), isNull(schema.operators.revokedAt)))
      .limit(1);
    if (admin) {
      throw new AppError('CONFLICT', 'This city already has an admin: invite others from the back office.');
    }
    return grantOperator({
      tx,
      actor: { userId: null, role: 'system' },
      phone: input.phone,
      name: input.name,
      level: 'admin',
      at: input.now(),
    });
  });
}
