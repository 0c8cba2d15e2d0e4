import type { Db } from '@khabar/db';
import type { ListAuditLogBody } from '@khabar/domain';
import { listAuditLog } from '../audit/index.ts';
import { requireOperator } from './require-operator.ts';

/** The audit log for any operator, with the back office's filters. */
export async function readAuditLog({
  db,
  userId,
  filters,
}: {
  db: Db;
  userId: number;
  filters: ListAuditLogBody;
}) {
  await requireOperator(db, userId);
  return listAuditLog({ db, filters });
}
