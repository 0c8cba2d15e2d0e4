import { type Db, schema } from '@khabar/db';
import type { OperatorJson } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { operatorJson } from './operator-json.ts';
import { requireOperator } from './require-operator.ts';

/** An admin takes a person's back-office access away (never their own: the city keeps its admin). */
export async function revokeOperator(input: {
  db: Db;
  now: () => Date;
  userId: number;
  targetUserId: number;
}): Promise<OperatorJson> {
  return input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    if (input.targetUserId === input.userId) {
      throw new AppError('CONFLICT', 'You cannot revoke your own access. Ask another admin.');
    }
    const [found] = await tx
      .select({ operator: schema.operators, name: schema.users.name, phone: schema.users.phone })
      .from(schema.operators)
      .innerJoin(schema.users, eq(schema.users.id, schema.operators.userId))
      .where(eq(schema.operators.userId, input.targetUserId))
      .for('update');
    if (!found) throw new AppError('NOT_FOUND', 'Operator not found');
    if (found.operator.revokedAt) return operatorJson({ row: found.operator, user: found });
    const at = input.now();
    const [row] = await tx
      .update(schema.operators)
      .set({ revokedAt: at })
      .where(eq(schema.operators.userId, input.targetUserId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Operator not found');
    const after = operatorJson({ row, user: found });
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'admin' },
      action: 'operator.revoke',
      entity: 'operator',
      entityId: input.targetUserId,
      before: operatorJson({ row: found.operator, user: found }),
      after,
      at,
    });
    return after;
  });
}
