// The dashboard's figures of a set of orders, as SQL aggregates over `orders o`. The live read groups
// them by hour or day, the daily roll-up (decision 038) takes them over the one day it rolls up: one
// definition, so the two count the same way. Every figure here is additive (a range's value is the sum
// of its days'); the seconds are exact numeric sums, so summed again they equal the orders' own sum to
// the last digit. Percentiles do not add up: the roll-up keeps each day's acceptance times themselves
// (ACCEPTANCE_SECONDS, per restaurant).
import { ORDER_STATUS } from '@khabar/domain';
import { type SQL, sql } from 'drizzle-orm';

// Who was at fault: as cancellationCauseOf reads it (support's cancellations name the fault).
const faultOf = sql`(case when o.cancelled_by = 'operator' then o.cancel_fault else o.cancelled_by end)`;
const cancelled = sql`o.orderstatus_id = ${ORDER_STATUS.cancelled}`;
const doorDelivered = sql`o.orderstatus_id = ${ORDER_STATUS.delivered} and o.delivery_type = 1`;

/**
 * Each additive figure of the orders placed in a bucket: its name (also its column in
 * dashboard_day_orders), its aggregate, and the type its total is read as. A figure added here needs
 * its column there, and the columns it reads in the trigger's list (migration `daily_rollup`), or a change to
 * them would not reach the roll-up.
 */
export const ORDER_FIGURES: ReadonlyArray<readonly [string, SQL, 'int' | 'bigint' | 'float8']> = [
  ['placed', sql`count(*)`, 'int'],
  ['delivered', sql`count(*) filter (where o.orderstatus_id = ${ORDER_STATUS.delivered})`, 'int'],
  ['cancelled', sql`count(*) filter (where ${cancelled})`, 'int'],
  [
    'gmv_paise',
    sql`coalesce(sum(o.total_paise) filter (where o.orderstatus_id <> ${ORDER_STATUS.cancelled}), 0)`,
    'bigint',
  ],
  ['cancelled_customer', sql`count(*) filter (where ${cancelled} and ${faultOf} = 'customer')`, 'int'],
  ['cancelled_restaurant', sql`count(*) filter (where ${cancelled} and ${faultOf} = 'restaurant')`, 'int'],
  ['cancelled_captain', sql`count(*) filter (where ${cancelled} and ${faultOf} = 'captain')`, 'int'],
  [
    'cancelled_not_accepted',
    sql`count(*) filter (where ${cancelled} and o.cancelled_by = 'system' and o.accepted_at is null)`,
    'int',
  ],
  ['door_delivered', sql`count(*) filter (where ${doorDelivered})`, 'int'],
  ['on_time', sql`count(*) filter (where ${doorDelivered} and o.delivered_at <= o.promised_at)`, 'int'],
  [
    'promised_seconds',
    sql`coalesce(sum(extract(epoch from (o.promised_at - o.placed_at))) filter (where ${doorDelivered}), 0)`,
    'float8',
  ],
  [
    'actual_seconds',
    sql`coalesce(sum(extract(epoch from (o.delivered_at - o.placed_at))) filter (where ${doorDelivered}), 0)`,
    'float8',
  ],
];

/** The figures' aggregates, each named after its figure, for a select list. */
export const orderFigureColumns = (): SQL =>
  sql.join(
    ORDER_FIGURES.map(([name, aggregate]) => sql`${aggregate} as ${sql.identifier(name)}`),
    sql`, `,
  );

/** Seconds from reaching the restaurant to its acceptance, of an accepted order o. */
export const ACCEPTANCE_SECONDS = sql`extract(epoch from (o.accepted_at - o.placed_at))::float8`;

/** The cash-on-delivery orders a captain delivered: the cash they should bring back. */
export const COD_DELIVERED = sql`o.orderstatus_id = ${ORDER_STATUS.delivered} and o.payment_mode = 'COD'`;

/** The Kolkata date of a timestamptz (UTC+05:30 all year), as the trigger of the `daily_rollup` migration reads it. */
export const kolkataDateOf = (at: SQL): SQL =>
  sql`(date '1970-01-01' + floor((extract(epoch from ${at}) + 19800) / 86400)::int)`;

/**
 * The advisory lock of one Kolkata date's roll-up: the trigger takes it shared for every day an order
 * or refund change touches, the roll-up job exclusively while it recomputes the day (migration `daily_rollup`).
 */
export const dayLock = (day: string): SQL => sql`38, (${day}::date - date '2000-01-01')`;
