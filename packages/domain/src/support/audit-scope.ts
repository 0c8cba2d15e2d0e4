// What each operator level reads of the audit log (issue 25: a support agent sees what support needs
// and no more). Support reads the history of what support itself works with: an order's support
// actions, a customer's block, a goodwill credit. The catalog's, the people's, the settings' and the
// cash's history is an admin's, as those screens are. No zod here: the back office's page imports it.
import type { AuditEntity } from '../contracts/admin/list-audit-log.ts';
import type { OperatorLevel } from '../contracts/admin/operator-fields.ts';

export const SUPPORT_AUDIT_ENTITIES: readonly AuditEntity[] = ['order', 'customer', 'goodwill', 'rating'];

/** The entities whose history a level reads; null: every one (an admin). */
export function auditEntitiesFor(level: OperatorLevel): readonly AuditEntity[] | null {
  return level === 'admin' ? null : SUPPORT_AUDIT_ENTITIES;
}

/** Whether an operator of this level may read the history of `entity` (any text the address holds). */
export function mayReadAuditEntity(level: OperatorLevel, entity: string): boolean {
  const entities = auditEntitiesFor(level);
  return entities === null || (entities as readonly string[]).includes(entity);
}
