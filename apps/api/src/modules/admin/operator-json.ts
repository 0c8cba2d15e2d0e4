import type { schema } from '@khabar/db';
import type { OperatorJson } from '@khabar/domain';

export function operatorJson({
  row,
  user,
}: {
  row: typeof schema.operators.$inferSelect;
  user: { name: string; phone: string };
}): OperatorJson {
  return {
    user_id: row.userId,
    name: user.name,
    phone: user.phone,
    level: row.level,
    created_at: row.createdAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}
