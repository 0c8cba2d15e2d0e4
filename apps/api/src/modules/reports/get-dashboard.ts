// The operator's numbers for a range of Kolkata dates, computed in SQL from the orders, refunds and
// captains as they are (no copy to keep in step). One read-only snapshot, so the counts agree with each
// other. Money only for an admin (decision 036).
import type { Db } from '@khabar/db';
import {
  CANCELLATION_LABELS,
  type CancellationCause,
  cancellationCauseOf,
  cashHeld,
  type Dashboard,
  type DashboardQuery,
  ORDER_STATUS,
  paiseToRupees,
  reportRange,
} from '@khabar/domain';
import { sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { requireOperator } from '../admin/index.ts';
import { readCashTotals } from '../cash/index.ts';
import { num, rowsOf } from './report-sql.ts';

const HOUR_S = 3_600;
const DAY_S = 86_400;
/** Restaurants listed under acceptance time: the slowest first. */
const ACCEPTANCE_ROWS = 50;

export async function getDashboard({
  db,
  now,
  userId,
  query,
}: {
  db: Db;
  now: () => Date;
  userId: number;
  query: DashboardQuery;
}): Promise<Dashboard> {
  const level = await requireOperator(db, userId);
  const range = reportRange(query, now());
  if (!('start' in range)) throw new AppError('BAD_REQUEST', range.message, { field: range.field });
  const bucket = range.days === 1 ? 'hour' : 'day';
  const bucketS = bucket === 'hour' ? HOUR_S : DAY_S;
  const start = range.start.toISOString();
  const end = range.end.toISOString();
  const placedInRange = sql`o.placed_at >= ${start}::timestamptz and o.placed_at < ${end}::timestamptz`;
  // Who was at fault: as cancellationCauseOf reads it (support's cancellations name the fault).
  const faultOf = sql`(case when o.cancelled_by = 'operator' then o.cancel_fault else o.cancelled_by end)`;
  const doorDelivered = sql`o.orderstatus_id = ${ORDER_STATUS.delivered} and o.delivery_type = 1`;

  return db.transaction(
    async (tx) => {
      // A year's acceptance times are sorted per restaurant for their percentiles: in memory, not on disk.
      await tx.execute(sql`set local work_mem = '32MB'`);
      // The figures of the orders placed in the range, in one pass over them: per bucket, the counts,
      // GMV, the causes of the cancelled and the times of the delivered (summed here, averaged below).
      const buckets = await rowsOf<Record<string, unknown>>(
        tx,
        sql`select floor(extract(epoch from (o.placed_at - ${start}::timestamptz)) / ${bucketS})::int as b,
              count(*)::int as placed,
              count(*) filter (where o.orderstatus_id = ${ORDER_STATUS.cancelled})::int as cancelled,
              count(*) filter (where o.orderstatus_id = ${ORDER_STATUS.delivered})::int as delivered,
              coalesce(sum(o.total_paise) filter (where o.orderstatus_id <> ${ORDER_STATUS.cancelled}), 0)::bigint as gmv,
              count(*) filter (where o.orderstatus_id = ${ORDER_STATUS.cancelled} and ${faultOf} = 'customer')::int as c_customer,
              count(*) filter (where o.orderstatus_id = ${ORDER_STATUS.cancelled} and ${faultOf} = 'restaurant')::int as c_restaurant,
              count(*) filter (where o.orderstatus_id = ${ORDER_STATUS.cancelled} and ${faultOf} = 'captain')::int as c_captain,
              count(*) filter (where o.orderstatus_id = ${ORDER_STATUS.cancelled} and o.cancelled_by = 'system' and o.accepted_at is null)::int as c_system,
              count(*) filter (where ${doorDelivered})::int as door,
              count(*) filter (where ${doorDelivered} and o.delivered_at <= o.promised_at)::int as on_time,
              coalesce(sum(extract(epoch from (o.promised_at - o.placed_at))) filter (where ${doorDelivered}), 0)::float8 as promised_s,
              coalesce(sum(extract(epoch from (o.delivered_at - o.placed_at))) filter (where ${doorDelivered}), 0)::float8 as actual_s
            from orders o where ${placedInRange} group by 1`,
      );
      const acceptance = await rowsOf<Record<string, unknown>>(
        tx,
        sql`select o.restaurant_id, r.name, count(*)::int as accepted,
              percentile_cont(0.5) within group (order by extract(epoch from (o.accepted_at - o.placed_at)))::float8 as median,
              percentile_cont(0.9) within group (order by extract(epoch from (o.accepted_at - o.placed_at)))::float8 as p90
            from orders o join restaurants r on r.id = o.restaurant_id
            where ${placedInRange} and o.accepted_at is not null
            group by 1, 2 order by median desc, 1 limit ${ACCEPTANCE_ROWS}`,
      );
      const [refunds] = await rowsOf<Record<string, unknown>>(
        tx,
        sql`select count(*)::int as n, coalesce(sum(f.amount_paise), 0)::bigint as amount,
              count(*) filter (where f.status = 'pending')::int as pending,
              count(*) filter (where f.status = 'failed')::int as failed
            from refunds f
            where f.created_at >= ${start}::timestamptz and f.created_at < ${end}::timestamptz`,
      );
      const cash = level === 'admin' ? await readCodCash(tx, start, end) : null;

      const series = Array.from({ length: range.days === 1 ? 24 : range.days }, (_, i) => ({
        label: seriesLabel(range.start, bucket, i),
        placed: 0,
        cancelled: 0,
      }));
      let placed = 0;
      let delivered = 0;
      let cancelledCount = 0;
      let gmv = 0;
      let door = 0;
      let onTime = 0;
      let promisedS = 0;
      let actualS = 0;
      const byCause = new Map<CancellationCause, number>();
      for (const row of buckets) {
        const point = series[num(row.b)];
        if (point) {
          point.placed = num(row.placed);
          point.cancelled = num(row.cancelled);
        }
        placed += num(row.placed);
        delivered += num(row.delivered);
        cancelledCount += num(row.cancelled);
        gmv += num(row.gmv);
        door += num(row.door);
        onTime += num(row.on_time);
        promisedS += num(row.promised_s);
        actualS += num(row.actual_s);
        const causes: [CancellationCause, number][] = [
          [cancellationCauseOf({ cancelledBy: 'customer', accepted: false }), num(row.c_customer)],
          [cancellationCauseOf({ cancelledBy: 'restaurant', accepted: false }), num(row.c_restaurant)],
          [cancellationCauseOf({ cancelledBy: 'captain', accepted: true }), num(row.c_captain)],
          [cancellationCauseOf({ cancelledBy: 'system', accepted: false }), num(row.c_system)],
        ];
        let named = 0;
        for (const [cause, n] of causes) {
          named += n;
          if (n > 0) byCause.set(cause, (byCause.get(cause) ?? 0) + n);
        }
        const other = num(row.cancelled) - named;
        if (other > 0) byCause.set('other', (byCause.get('other') ?? 0) + other);
      }
      const kept = placed - cancelledCount;
      const minutes = (seconds: number) => (door > 0 ? Math.round((seconds / door / 60) * 10) / 10 : null);
      return {
        from: range.from,
        to: range.to,
        bucket,
        orders: {
          placed,
          delivered,
          cancelled: cancelledCount,
          in_progress: placed - delivered - cancelledCount,
        },
        series,
        cancellations: [...byCause]
          .sort((a, b) => b[1] - a[1])
          .map(([cause, count]) => ({ cause, label: CANCELLATION_LABELS[cause], count })),
        acceptance: acceptance.map((r) => ({
          restaurant_id: num(r.restaurant_id),
          name: String(r.name),
          accepted: num(r.accepted),
          median_seconds: Math.round(num(r.median)),
          p90_seconds: Math.round(num(r.p90)),
        })),
        delivery: {
          delivered: door,
          on_time: onTime,
          on_time_share: door > 0 ? onTime / door : null,
          avg_promised_minutes: minutes(promisedS),
          avg_actual_minutes: minutes(actualS),
        },
        refunds: { count: num(refunds?.n), pending: num(refunds?.pending), failed: num(refunds?.failed) },
        money:
          level === 'admin'
            ? {
                gmv: paiseToRupees(gmv),
                // The basket is rounded to the paisa: an average, not an amount anybody is charged.
                average_basket: paiseToRupees(kept > 0 ? Math.round(gmv / kept) : 0),
                refunded: paiseToRupees(num(refunds?.amount)),
                cod_cash: cash?.rows ?? [],
                cash_held: paiseToRupees(cash?.heldPaise ?? 0),
              }
            : null,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

type CodCashRow = NonNullable<Dashboard['money']>['cod_cash'][number];

/**
 * Cash on delivery by captain (decision 039): what each collected on the cash orders delivered in the
 * range, and what each holds now, whatever the range (collected all time, less hand-ins). Listed: every
 * captain who collected in the range or holds cash now, who holds most first.
 */
async function readCodCash(
  tx: Db,
  start: string,
  end: string,
): Promise<{ rows: CodCashRow[]; heldPaise: number }> {
  const inRange = await rowsOf<Record<string, unknown>>(
    tx,
    sql`select o.delivery_partner_id as id, count(*)::int as n, sum(o.payable_paise)::bigint as amount
        from orders o
        where o.delivered_at >= ${start}::timestamptz and o.delivered_at < ${end}::timestamptz
          and o.orderstatus_id = ${ORDER_STATUS.delivered} and o.payment_mode = 'COD'
          and o.delivery_partner_id is not null
        group by 1`,
  );
  const held = new Map([...(await readCashTotals(tx))].map(([id, t]) => [id, cashHeld(t)]));
  const collected = new Map(inRange.map((r) => [num(r.id), { n: num(r.n), paise: num(r.amount) }]));
  const ids = [...new Set([...collected.keys(), ...[...held].filter(([, p]) => p > 0).map(([id]) => id)])];
  const names = ids.length
    ? await rowsOf<{ id: number; name: string }>(
        tx,
        sql`select id, name from delivery_partners where id in (${sql.join(ids, sql`, `)})`,
      )
    : [];
  const rows = names
    .map((p) => ({ id: num(p.id), name: String(p.name) }))
    .map((p) => ({
      p,
      held: held.get(p.id) ?? 0,
      got: collected.get(p.id) ?? { n: 0, paise: 0 },
    }))
    .sort((a, b) => b.held - a.held || b.got.paise - a.got.paise || a.p.name.localeCompare(b.p.name))
    .map(({ p, held: h, got }) => ({
      captain_id: p.id,
      name: p.name,
      orders: got.n,
      collected: paiseToRupees(got.paise),
      held: paiseToRupees(h),
    }));
  return { rows, heldPaise: [...held.values()].reduce((s, p) => s + p, 0) };
}

/** '13:00' for an hour of a one-day range, '2026-11-26' for a day of a longer one (Kolkata). */
function seriesLabel(start: Date, bucket: 'hour' | 'day', i: number): string {
  if (bucket === 'hour') return `${String(i).padStart(2, '0')}:00`;
  // start is midnight in Kolkata; +5:30 puts it on that date's UTC midnight.
  return new Date(start.getTime() + 330 * 60_000 + i * DAY_S * 1000).toISOString().slice(0, 10);
}
