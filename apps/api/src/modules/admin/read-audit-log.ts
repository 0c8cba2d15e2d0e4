import type { Db } from '@khabar/db';
import { auditEntitiesFor, type ListAuditLogBody, mayReadAuditEntity } from '@khabar/domain';
import { AppError } from '../../errors/app-error.ts';
import { listAuditLog } from '../audit/index.ts';
import { requireOperator } from './require-operator.ts';

const SUPPORT_SCOPE = 'Support reads the history of orders, customers, goodwill credits and ratings only.';

/**
 * The audit log with the back office's filters, for any operator: a support agent reads only the
 * entities support works with (auditEntitiesFor), and asking for another is refused, not answered empty.
 */
export async function readAuditLog({
  db,
  userId,
  filters,
}: {
  db: Db;
  userId: number;
  filters: ListAuditLogBody;
}) {
  const level = await requireOperator({ db, userId });
  if (filters.entity && !mayReadAuditEntity(level, filters.entity)) {
    throw new AppError('FORBIDDEN', SUPPORT_SCOPE);
  }
  return listAuditLog({ db, filters, within: auditEntitiesFor(level) });
}
