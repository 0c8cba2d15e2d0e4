// Makes a phone's account an operator at a level, in the caller's transaction, with its audit row: the
// account is made if the phone has none (the person logs in with a code like everyone else), and a
// revoked operator is restored. Used by an admin's invitation and by the first-admin command.
import { type Db, schema } from '@khabar/db';
import type { OperatorJson, OperatorLevel } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { ensureAccount } from './ensure-account.ts';
import { operatorJson } from './operator-json.ts';

export async function grantOperator(input: {
  tx: Db;
  actor: AuditActor;
  phone: string;
  name: string;
  level: OperatorLevel;
  at: Date;
}): Promise<OperatorJson> {
  const { tx, phone } = input;
  const user = await ensureAccount({ tx, phone, name: input.name });
  const [before] = await tx.select().from(schema.operators).where(eq(schema.operators.userId, user.id));
  const [row] = await tx
    .insert(schema.operators)
    .values({ userId: user.id, level: input.level, invitedBy: input.actor.userId, createdAt: input.at })
    .onConflictDoUpdate({
      target: schema.operators.userId,
      set: { level: input.level, invitedBy: input.actor.userId, revokedAt: null },
    })
    .returning();
  if (!row) throw new Error('operator row not written');
  const after = operatorJson({ row, user });
  await recordAudit({
    tx,
    actor: input.actor,
    action: before ? 'operator.update' : 'operator.invite',
    entity: 'operator',
    entityId: user.id,
    before: before ? operatorJson({ row: before, user }) : null,
    after,
    at: input.at,
  });
  return after;
}
