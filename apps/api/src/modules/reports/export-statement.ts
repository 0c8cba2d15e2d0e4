// One restaurant's statement for a month as a CSV file (admin only, decision 037): who and when on
// top, then a line per delivered order and per refund charged, then the totals. Text from people (the
// restaurant's name) goes through the domain's CSV cell, which defuses spreadsheet formulas.
import type { Db } from '@khabar/db';
import { isReportMonth, kolkataDate, paiseToRupees, statementDueDate, toCsv } from '@khabar/domain';
import { AppError } from '../../errors/app-error.ts';
import { requireOperator } from '../admin/index.ts';
import { type RestaurantStatement, readStatement } from './read-statements.ts';

const COLUMNS = [
  'Order',
  'Date',
  'Kind',
  'Food',
  'Packaging',
  'Tax',
  'Commission',
  'Refund charged',
  'Payable',
];

/**
 * The rate or rates the month's orders were charged, each as it was when its order was placed, in the
 * order they were first used ("12.00 then 15.00" after a change in the month); the restaurant's rate
 * now when the month has no order.
 */
function commissionRates(s: RestaurantStatement): string {
  const rates = [...new Set(s.orders.map((o) => o.commissionBp))];
  return (rates.length ? rates : [s.commissionBp]).map((bp) => (bp / 100).toFixed(2)).join(' then ');
}

export async function exportStatement({
  db,
  userId,
  restaurantId,
  month,
}: {
  db: Db;
  userId: number;
  restaurantId: number;
  month: string;
}): Promise<{ filename: string; csv: string }> {
  await requireOperator({ db, userId, level: 'admin' });
  if (!isReportMonth(month)) throw new AppError('BAD_REQUEST', 'month must be a month like 2026-11');
  const s = await db.transaction((tx) => readStatement({ db: tx, month, restaurantId }), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  if (!s) throw new AppError('NOT_FOUND', 'No such restaurant.');
  const r = paiseToRupees;
  const rows: (string | number)[][] = [
    ['Restaurant', s.name],
    ['Month', month],
    ['Commission %', commissionRates(s)],
    ['Statement due by', statementDueDate(month)],
    [],
    COLUMNS,
    ...s.orders.map((o) => [
      o.uniqueOrderId,
      kolkataDate(o.at),
      'Delivered',
      r(o.foodPaise),
      r(o.packagingPaise),
      r(o.taxPaise),
      r(o.commissionPaise),
      r(0),
      r(o.earnedPaise),
    ]),
    ...s.refunds.map((f) => [
      f.uniqueOrderId,
      kolkataDate(f.at),
      'Refund charged',
      r(0),
      r(0),
      r(0),
      r(0),
      r(f.chargedPaise),
      r(-f.chargedPaise),
    ]),
    [
      'Total',
      '',
      `${s.totals.orders} orders`,
      r(s.totals.foodPaise),
      r(s.totals.packagingPaise),
      r(s.totals.taxPaise),
      r(s.totals.commissionPaise),
      r(s.totals.refundsChargedPaise),
      r(s.totals.payablePaise),
    ],
  ];
  return { filename: `khabar-statement-${s.slug.replace(/[^a-z0-9-]/g, '')}-${month}.csv`, csv: toCsv(rows) };
}
