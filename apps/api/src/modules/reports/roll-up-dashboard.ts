// The dashboard's daily roll-up (decision 038): each closed Kolkata day's additive figures, computed
// from the orders and refunds with the same aggregates as the live read (dashboard-figures.ts), so a
// long range sums a row per day. Safe to repeat: a day is recomputed whole, in its own transaction.
import type { Db } from '@khabar/db';
import { kolkataDay, lastRollupDate } from '@khabar/domain';
import { sql } from 'drizzle-orm';
import {
  ACCEPTANCE_SECONDS,
  COD_DELIVERED,
  dayLock,
  kolkataDateOf,
  ORDER_FIGURES,
  orderFigureColumns,
} from './dashboard-figures.ts';
import { rowsOf } from './report-sql.ts';

/**
 * Rolls up the days that need it, newest first, at most `maxDays`: every day from the first one with an
 * order or refund up to lastRollupDate(now) that has no clean roll-up (never rolled up, or marked dirty
 * by a change since). Answers the days done and whether more were waiting.
 */
export async function rollUpDashboard({
  db,
  now,
  maxDays,
}: {
  db: Db;
  now: () => Date;
  maxDays: number;
}): Promise<{ days: string[]; more: boolean }> {
  const last = lastRollupDate(now());
  const due = await rowsOf<{ day: string }>({
    db,
    query: sql`select d::date::text as day
        from (select least((select min(placed_at) from orders), (select min(delivered_at) from orders),
                           (select min(created_at) from refunds)) as first) f,
          generate_series(${kolkataDateOf(sql`f.first`)}::timestamp, ${last}::timestamp, interval '1 day') d
        where f.first is not null
          and not exists (select 1 from dashboard_days s where s.day = d::date and not s.dirty)
        order by d desc limit ${maxDays + 1}`,
  });
  const days = due.slice(0, maxDays).map((r) => r.day);
  for (const day of days) await rollUpDay(db, day, now());
  return { days, more: due.length > maxDays };
}

async function rollUpDay(db: Db, day: string, at: Date): Promise<void> {
  const { start: s, end: e } = kolkataDay(day);
  const start = s.toISOString();
  const end = e.toISOString();
  await db.transaction(
    async (tx) => {
      // Every transaction that changed an order or refund of this day holds the day's lock shared (the
      // trigger of the `daily_rollup` migration) until it ends: taking it exclusively waits for them to commit, so the
      // reads below see their changes, and holds back later ones until this commits, when their trigger
      // finds the fresh roll-up and marks it dirty. Read committed, so each read below sees what
      // committed before it (repeatable read would read as of the first statement, before the wait).
      await tx.execute(sql`select pg_advisory_xact_lock(${dayLock(day)})`);
      await tx.execute(sql`delete from dashboard_day_orders where day = ${day}::date`);
      await tx.execute(sql`delete from dashboard_day_acceptance where day = ${day}::date`);
      await tx.execute(sql`delete from dashboard_day_refunds where day = ${day}::date`);
      await tx.execute(sql`delete from dashboard_day_cash where day = ${day}::date`);
      // One row for the day, even without orders (counts 0): the day is then read from here.
      await tx.execute(sql`
        insert into dashboard_day_orders (day, ${sql.join(
          ORDER_FIGURES.map(([name]) => sql.identifier(name)),
          sql`, `,
        )})
        select ${day}::date, ${orderFigureColumns()}
        from orders o
        where o.placed_at >= ${start}::timestamptz and o.placed_at < ${end}::timestamptz`);
      await tx.execute(sql`
        insert into dashboard_day_acceptance (day, restaurant_id, seconds)
        select ${day}::date, o.restaurant_id, array_agg(${ACCEPTANCE_SECONDS} order by ${ACCEPTANCE_SECONDS})
        from orders o
        where o.placed_at >= ${start}::timestamptz and o.placed_at < ${end}::timestamptz
          and o.accepted_at is not null
        group by o.restaurant_id`);
      await tx.execute(sql`
        insert into dashboard_day_refunds (day, status, refunds, amount_paise)
        select ${day}::date, f.status, count(*), sum(f.amount_paise)
        from refunds f
        where f.created_at >= ${start}::timestamptz and f.created_at < ${end}::timestamptz
        group by f.status`);
      await tx.execute(sql`
        insert into dashboard_day_cash (day, delivery_partner_id, orders, amount_paise)
        select ${day}::date, o.delivery_partner_id, count(*), sum(o.payable_paise)
        from orders o
        where o.delivered_at >= ${start}::timestamptz and o.delivered_at < ${end}::timestamptz
          and ${COD_DELIVERED} and o.delivery_partner_id is not null
        group by o.delivery_partner_id`);
      await tx.execute(sql`
        insert into dashboard_days (day, dirty, rolled_up_at) values (${day}::date, false, ${at.toISOString()}::timestamptz)
        on conflict (day) do update set dirty = false, rolled_up_at = excluded.rolled_up_at`);
    },
    { isolationLevel: 'read committed' },
  );
}
