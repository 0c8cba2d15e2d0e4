// The audit log, newest first, a page at a time (keyset on the id, so a page never shifts while
// changes are being written), with the actor's name.
import { type Db, schema } from '@khabar/db';
import { AUDIT_PAGE_SIZE, type AuditEntity, type AuditEntry, type ListAuditLogBody } from '@khabar/domain';
import { and, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';

/** `within`: the entities the reader may see (null: all of them); the filters narrow it further. */
export async function listAuditLog(input: {
  db: Db;
  filters: Pick<ListAuditLogBody, 'entity' | 'restaurant_id' | 'actor_user_id' | 'before_id'>;
  within?: readonly AuditEntity[] | null;
}): Promise<{ entries: AuditEntry[]; next_before_id: number | null }> {
  const { entity, restaurant_id, actor_user_id, before_id } = input.filters;
  const where: SQL[] = [];
  if (input.within) where.push(inArray(schema.auditLog.entity, [...input.within]));
  if (entity) where.push(eq(schema.auditLog.entity, entity));
  if (restaurant_id) where.push(eq(schema.auditLog.restaurantId, restaurant_id));
  if (actor_user_id) where.push(eq(schema.auditLog.actorUserId, actor_user_id));
  if (before_id) where.push(lt(schema.auditLog.id, before_id));
  const rows = await input.db
    .select({ row: schema.auditLog, name: schema.users.name })
    .from(schema.auditLog)
    .leftJoin(schema.users, eq(schema.users.id, schema.auditLog.actorUserId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(schema.auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map(({ row, name }) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: {
        user_id: row.actorUserId,
        name: name ?? (row.actorRole === 'system' ? 'Command line' : 'Unknown'),
        role: row.actorRole,
      },
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      restaurant_id: row.restaurantId,
      before: row.before,
      after: row.after,
    })),
    next_before_id: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.row.id ?? null) : null,
  };
}
