// The operator's numbers for a range of Kolkata dates, computed in SQL (decision 036). A range longer
// than a day sums the daily roll-up (decision 038) for its clean rolled-up days and reads every other
// day (today, yesterday, a day whose orders changed since its roll-up, a day never rolled up) from the
// orders, refunds and captains as they are: one read-only snapshot, so the figures agree with each
// other and with the live read of the same range. Money only for an admin (decision 036).
import type { Db } from '@khabar/db';
import {
  CANCELLATION_LABELS,
  type CancellationCause,
  cancellationCauseOf,
  cashHeld,
  type Dashboard,
  type DashboardQuery,
  liveSpans,
  paiseToRupees,
  reportRange,
} from '@khabar/domain';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { requireOperator } from '../admin/index.ts';
import { readCashTotals } from '../cash/index.ts';
import { ACCEPTANCE_SECONDS, COD_DELIVERED, ORDER_FIGURES, orderFigureColumns } from './dashboard-figures.ts';
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
  const level = await requireOperator({ db, userId });
  const range = reportRange(query, now());
  if (!('start' in range)) throw new AppError('BAD_REQUEST', range.message, { field: range.field });
  const bucket = range.days === 1 ? 'hour' : 'day';
  const bucketS = bucket === 'hour' ? HOUR_S : DAY_S;
  const start = range.start.toISOString();

  return db.transaction(
    async (tx) => {
      // A year's acceptance times are sorted per restaurant for their percentiles: in memory, not on disk.
      await tx.execute(sql`set local work_mem = '32MB'`);
      // The roll-up is per day, so a day's hourly chart is always read live (a day is quick to read).
      const rolledUp =
        bucket === 'day'
          ? (
              await rowsOf<{ day: string }>({
                db: tx,
                query: sql`select day::text as day from dashboard_days
                    where day between ${range.from}::date and ${range.to}::date and not dirty`,
              })
            ).map((r) => r.day)
          : [];
      const spans = liveSpans(range, rolledUp);
      /** The rows whose instant `column` falls on a day read live. */
      const live = (column: SQL): SQL =>
        spans.length === 0
          ? sql`false`
          : sql`(${sql.join(
              spans.map(
                (s) =>
                  sql`(${column} >= ${s.start.toISOString()}::timestamptz and ${column} < ${s.end.toISOString()}::timestamptz)`,
              ),
              sql` or `,
            )})`;
      /** The roll-up rows (alias x) of the range's clean days: the same days as `rolledUp`, same snapshot. */
      const rolled = (table: SQL): SQL =>
        sql`${table} x join dashboard_days d on d.day = x.day and not d.dirty
            where x.day between ${range.from}::date and ${range.to}::date`;
      const fromRollup = rolledUp.length > 0;

      // The figures of the orders placed in the range, per bucket: the counts, GMV, the causes of the
      // cancelled and the times of the delivered (summed here, averaged below). Each day comes either
      // from the orders or from its roll-up, never both; the sums stay numeric until the end.
      const sums = sql.join(
        ORDER_FIGURES.map(
          ([name, , type]) =>
            sql`sum(u.${sql.identifier(name)})::${sql.raw(type)} as ${sql.identifier(name)}`,
        ),
        sql`, `,
      );
      const buckets = await rowsOf<Record<string, unknown>>({
        db: tx,
        query: sql`select u.b, ${sums} from (
              select floor(extract(epoch from (o.placed_at - ${start}::timestamptz)) / ${bucketS})::int as b,
                ${orderFigureColumns()}
              from orders o where ${live(sql`o.placed_at`)} group by 1
              ${
                fromRollup
                  ? sql`union all
                    select (x.day - ${range.from}::date) as b,
                      ${sql.join(
                        ORDER_FIGURES.map(([name]) => sql`x.${sql.identifier(name)}`),
                        sql`, `,
                      )}
                    from ${rolled(sql`dashboard_day_orders`)}`
                  : sql``
              }
            ) u group by u.b order by u.b`,
      });
      // The median and 90th percentile in one sort per restaurant, over the exact times of the live days
      // and of the rolled-up ones. Each part comes ordered by restaurant, so the groups need no sort of
      // their own over every time; the names are joined to the aggregated rows only.
      const acceptance = await rowsOf<Record<string, unknown>>({
        db: tx,
        query: sql`select g.restaurant_id, r.name, g.accepted, g.p[1] as median, g.p[2] as p90
            from (
              select a.restaurant_id, count(*)::int as accepted,
                percentile_cont(array[0.5, 0.9]) within group (order by a.s)::float8[] as p
              from (
                select * from (
                  select o.restaurant_id, ${ACCEPTANCE_SECONDS} as s
                  from orders o where ${live(sql`o.placed_at`)} and o.accepted_at is not null
                  order by 1
                ) l
                ${
                  fromRollup
                    ? sql`union all
                      select * from (
                        select x.restaurant_id, unnest(x.seconds) as s
                        from ${rolled(sql`dashboard_day_acceptance`)} order by 1
                      ) y`
                    : sql``
                }
              ) a group by 1
            ) g join restaurants r on r.id = g.restaurant_id
            order by median desc, 1 limit ${ACCEPTANCE_ROWS}`,
      });
      const [refunds] = await rowsOf<Record<string, unknown>>({
        db: tx,
        query: sql`select coalesce(sum(u.n), 0)::int as n, coalesce(sum(u.amount), 0)::bigint as amount,
              coalesce(sum(u.n) filter (where u.status = 'pending'), 0)::int as pending,
              coalesce(sum(u.n) filter (where u.status = 'failed'), 0)::int as failed
            from (
              select f.status, count(*) as n, sum(f.amount_paise) as amount
              from refunds f where ${live(sql`f.created_at`)} group by 1
              ${
                fromRollup
                  ? sql`union all
                    select x.status, x.refunds, x.amount_paise from ${rolled(sql`dashboard_day_refunds`)}`
                  : sql``
              }
            ) u`,
      });
      // The cash each captain collected in the range: the live days' deliveries and the rolled-up days'.
      const cash =
        level === 'admin'
          ? await readCodCash(
              tx,
              sql`select u.partner as id, sum(u.n)::int as n, sum(u.amount)::bigint as amount
                  from (
                    select o.delivery_partner_id as partner, count(*) as n, sum(o.payable_paise) as amount
                    from orders o
                    where ${live(sql`o.delivered_at`)} and ${COD_DELIVERED} and o.delivery_partner_id is not null
                    group by 1
                    ${
                      fromRollup
                        ? sql`union all
                          select x.delivery_partner_id, x.orders, x.amount_paise
                          from ${rolled(sql`dashboard_day_cash`)}`
                        : sql``
                    }
                  ) u group by 1`,
            )
          : null;

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
        gmv += num(row.gmv_paise);
        door += num(row.door_delivered);
        onTime += num(row.on_time);
        promisedS += num(row.promised_seconds);
        actualS += num(row.actual_seconds);
        const causes: [CancellationCause, number][] = [
          [cancellationCauseOf({ cancelledBy: 'customer', accepted: false }), num(row.cancelled_customer)],
          [
            cancellationCauseOf({ cancelledBy: 'restaurant', accepted: false }),
            num(row.cancelled_restaurant),
          ],
          [cancellationCauseOf({ cancelledBy: 'captain', accepted: true }), num(row.cancelled_captain)],
          [cancellationCauseOf({ cancelledBy: 'system', accepted: false }), num(row.cancelled_not_accepted)],
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
  /** Rows (id, n, amount): each captain's cash orders delivered in the range and their payable. */
  collectedInRange: SQL,
): Promise<{ rows: CodCashRow[]; heldPaise: number }> {
  const inRange = await rowsOf<Record<string, unknown>>({ db: tx, query: collectedInRange });
  const held = new Map([...(await readCashTotals({ db: tx }))].map(([id, t]) => [id, cashHeld(t)]));
  const collected = new Map(inRange.map((r) => [num(r.id), { n: num(r.n), paise: num(r.amount) }]));
  const ids = [...new Set([...collected.keys(), ...[...held].filter(([, p]) => p > 0).map(([id]) => id)])];
  const names = ids.length
    ? await rowsOf<{ id: number; name: string }>({
        db: tx,
        query: sql`select id, name from delivery_partners where id in (${sql.join(ids, sql`, `)})`,
      })
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
