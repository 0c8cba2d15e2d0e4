// One row of the audit log, written with the change it describes: the caller passes its transaction,
// so the change and its record commit or roll back together (decision 023).
import { type Db, schema } from '@khabar/db';
import type { AuditEntity } from '@khabar/domain';

type AuditRole = 'admin' | 'support' | 'staff' | 'system';

export interface AuditActor {
  userId: number | null;
  role: AuditRole;
}

/** Keys never written to the log, whatever a caller passes: secrets and one-time codes stay out. */
const SECRET_KEYS = /token|secret|otp|code_hash|password|pin/i;

function withoutSecrets(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value ?? null;
  if (Array.isArray(value)) return value.map(withoutSecrets);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SECRET_KEYS.test(key))
      .map(([key, v]) => [key, withoutSecrets(v)]),
  );
}

export async function recordAudit(input: {
  tx: Db;
  actor: AuditActor;
  action: string;
  entity: AuditEntity;
  entityId: string | number | null;
  restaurantId?: number | null;
  before?: unknown;
  after?: unknown;
  at: Date;
}): Promise<void> {
  await input.tx.insert(schema.auditLog).values({
    at: input.at,
    actorUserId: input.actor.userId,
    actorRole: input.actor.role,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId === null ? null : String(input.entityId),
    restaurantId: input.restaurantId ?? null,
    before: withoutSecrets(input.before ?? null),
    after: withoutSecrets(input.after ?? null),
  });
}
