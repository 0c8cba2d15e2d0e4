// Who may use the back office: an operator whose invitation stands; `admin` may do everything,
// `support` only what its level allows. Everyone else (customers, restaurant staff, captains) is 403.
import { type Db, schema } from '@khabar/db';
import type { OperatorLevel } from '@khabar/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';

const NOT_AN_OPERATOR = "This is for Khabar's operators.";
const ADMINS_ONLY = 'Only an admin can do this.';

/** The account's operator level, or null when it is not an operator (or was revoked). */
export async function operatorLevelOf({
  db,
  userId,
}: {
  db: Db;
  userId: number;
}): Promise<OperatorLevel | null> {
  const [row] = await db
    .select({ level: schema.operators.level })
    .from(schema.operators)
    .where(and(eq(schema.operators.userId, userId), isNull(schema.operators.revokedAt)));
  return row?.level ?? null;
}

/** The operator's level; refuses anyone else, and a support agent where `level` is 'admin'. */
export async function requireOperator({
  db,
  userId,
  level = 'any',
}: {
  db: Db;
  userId: number;
  level?: OperatorLevel | 'any';
}): Promise<OperatorLevel> {
  const found = await operatorLevelOf({ db, userId });
  if (!found) throw new AppError('FORBIDDEN', NOT_AN_OPERATOR);
  if (level === 'admin' && found !== 'admin') throw new AppError('FORBIDDEN', ADMINS_ONLY);
  return found;
}
