// Every restaurant's statement for a month, as the back office lists them (admin only, decision 037).
import type { Db } from '@khabar/db';
import {
  isReportMonth,
  kolkataDate,
  paiseToRupees,
  type StatementList,
  statementDueDate,
} from '@khabar/domain';
import { AppError } from '../../errors/app-error.ts';
import { requireOperator } from '../admin/index.ts';
import { readStatementSummaries } from './read-statements.ts';

/** The month before `now`'s, in Kolkata: the last one that is over. */
function lastFullMonth(now: Date): string {
  const [y, m] = kolkataDate(now).split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

export async function listStatements({
  db,
  now,
  userId,
  month,
}: {
  db: Db;
  now: () => Date;
  userId: number;
  month?: string;
}): Promise<StatementList> {
  await requireOperator({ db, userId, level: 'admin' });
  const chosen = month ?? lastFullMonth(now());
  if (!isReportMonth(chosen)) throw new AppError('BAD_REQUEST', 'month must be a month like 2026-11');
  const statements = await db.transaction((tx) => readStatementSummaries({ db: tx, month: chosen }), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  return {
    month: chosen,
    due_date: statementDueDate(chosen),
    restaurants: statements.map((s) => ({
      restaurant_id: s.restaurantId,
      name: s.name,
      commission_percent: s.commissionBp / 100,
      orders: s.totals.orders,
      food: paiseToRupees(s.totals.foodPaise),
      packaging: paiseToRupees(s.totals.packagingPaise),
      tax: paiseToRupees(s.totals.taxPaise),
      commission: paiseToRupees(s.totals.commissionPaise),
      refunds_charged: paiseToRupees(s.totals.refundsChargedPaise),
      payable: paiseToRupees(s.totals.payablePaise),
    })),
  };
}
