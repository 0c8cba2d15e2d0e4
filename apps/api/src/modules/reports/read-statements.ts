// The rows behind restaurants' monthly statements (decision 037): the orders delivered in the month (by
// their delivery time in Kolkata) and the month's refunds that the restaurant caused (it refused the
// order, or let the acceptance window run out), by the domain's money rules.
import type { Db } from '@khabar/db';
import {
  cancellationCauseOf,
  monthRange,
  ORDER_STATUS,
  payableOf,
  refundCharged,
  type StatementLine,
  type StatementTotals,
  statementLine,
  statementTotals,
} from '@khabar/domain';
import { type SQL, sql } from 'drizzle-orm';
import { num, rowsOf } from './report-sql.ts';

interface StatementOrderLine extends StatementLine {
  uniqueOrderId: string;
  at: Date;
  /** The restaurant's commission when this order was placed. */
  commissionBp: number;
}
interface StatementRefundLine {
  restaurantId: number;
  uniqueOrderId: string;
  at: Date;
  chargedPaise: number;
}
interface Restaurant {
  restaurantId: number;
  name: string;
  slug: string;
  commissionBp: number;
}
export interface RestaurantStatement extends Restaurant {
  orders: StatementOrderLine[];
  refunds: StatementRefundLine[];
  totals: StatementTotals;
}
export interface StatementSummary extends Restaurant {
  totals: StatementTotals;
}

const instants = (month: string) => {
  const { start, end } = monthRange(month);
  return [start.toISOString(), end.toISOString()] as const;
};
const onlyOne = (restaurantId?: number): SQL =>
  restaurantId === undefined ? sql`true` : sql`o.restaurant_id = ${restaurantId}`;

/** The month's refunds charged to restaurants (all of them, or one). */
async function readRefundsCharged(
  db: Db,
  month: string,
  restaurantId?: number,
): Promise<StatementRefundLine[]> {
  const [start, end] = instants(month);
  // A failed gateway refund is not money given back (yet): it counts in the month it is retried.
  // A complaint's refund of a delivered order is charged when the kitchen caused it (a missing or wrong
  // item, the food's quality); a spill or a delivery that never came is the ride's, not the kitchen's.
  const rows = await rowsOf<Record<string, unknown>>({
    db,
    query: sql`select o.restaurant_id, o.unique_order_id, o.cancelled_by, o.cancel_fault, (o.accepted_at is not null) as accepted,
          o.subtotal_paise, o.restaurant_charge_paise, o.tax_paise, (o.orderstatus_id = ${ORDER_STATUS.delivered}) as complained,
          sum(f.amount_paise)::bigint as refunded, max(f.created_at) as at
        from refunds f join orders o on o.id = f.order_id left join complaints c on c.id = f.complaint_id
        where f.created_at >= ${start}::timestamptz and f.created_at < ${end}::timestamptz
          and f.status <> 'failed' and ${onlyOne(restaurantId)}
          and ((o.orderstatus_id = ${ORDER_STATUS.cancelled} and f.complaint_id is null)
            or (o.orderstatus_id = ${ORDER_STATUS.delivered} and c.kind in ('missing_item', 'wrong_item', 'quality')))
        group by o.id
        order by max(f.created_at), o.id`,
  });
  return rows
    .filter((o) => {
      if (o.complained) return true;
      const cause = cancellationCauseOf({
        cancelledBy: (o.cancelled_by as string | null) ?? null,
        cancelFault: (o.cancel_fault as string | null) ?? null,
        accepted: Boolean(o.accepted),
      });
      return cause === 'restaurant' || cause === 'not_accepted';
    })
    .map((o) => ({
      restaurantId: num(o.restaurant_id),
      uniqueOrderId: String(o.unique_order_id),
      at: new Date(o.at as string),
      chargedPaise: refundCharged(num(o.refunded), {
        foodPaise: num(o.subtotal_paise),
        packagingPaise: num(o.restaurant_charge_paise),
        taxPaise: num(o.tax_paise),
      }),
    }));
}

async function readRestaurants(db: Db, ids: number[]): Promise<Restaurant[]> {
  if (ids.length === 0) return [];
  const rows = await rowsOf<Record<string, unknown>>({
    db,
    query: sql`select id, name, slug, commission_bp from restaurants
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by name, id`,
  });
  return rows.map((r) => ({
    restaurantId: num(r.id),
    name: String(r.name),
    slug: String(r.slug),
    commissionBp: num(r.commission_bp),
  }));
}

/**
 * Every restaurant with anything in the month, summed in SQL (a month is thousands of orders: their sums
 * travel, not their rows). The commission is each order's own rate, the one its restaurant had when it
 * was placed (orders.commission_bp), summed per order as the domain's commissionOf rounds it
 * (half up to the paisa, `(food * bp + 5000) / 10000` in integers); the API tests hold the two to the
 * same figures by comparing a statement's summary with its CSV, whose lines commissionOf makes.
 */
export async function readStatementSummaries({
  db,
  month,
}: {
  db: Db;
  month: string;
}): Promise<StatementSummary[]> {
  const [start, end] = instants(month);
  const sums = await rowsOf<Record<string, unknown>>({
    db,
    query: sql`select o.restaurant_id, count(*)::int as n, sum(o.subtotal_paise)::bigint as food,
          sum(o.restaurant_charge_paise)::bigint as packaging, sum(o.tax_paise)::bigint as tax,
          sum((o.subtotal_paise::bigint * o.commission_bp + 5000) / 10000)::bigint as commission
        from orders o
        where o.orderstatus_id = ${ORDER_STATUS.delivered}
          and o.delivered_at >= ${start}::timestamptz and o.delivered_at < ${end}::timestamptz
        group by 1`,
  });
  const refunds = await readRefundsCharged(db, month);
  const ids = new Set([...sums.map((s) => num(s.restaurant_id)), ...refunds.map((f) => f.restaurantId)]);
  const bySum = new Map(sums.map((s) => [num(s.restaurant_id), s]));
  return (await readRestaurants(db, [...ids])).map((r) => {
    const s = bySum.get(r.restaurantId);
    const charged = refunds
      .filter((f) => f.restaurantId === r.restaurantId)
      .reduce((a, f) => a + f.chargedPaise, 0);
    const earned = {
      foodPaise: num(s?.food),
      packagingPaise: num(s?.packaging),
      taxPaise: num(s?.tax),
      commissionPaise: num(s?.commission),
    };
    return {
      ...r,
      totals: {
        orders: num(s?.n),
        ...earned,
        refundsChargedPaise: charged,
        payablePaise: payableOf(earned, charged),
      },
    };
  });
}

/** One restaurant's month, line by line (its CSV), or null when there is no such restaurant. */
export async function readStatement({
  db,
  month,
  restaurantId,
}: {
  db: Db;
  month: string;
  restaurantId: number;
}): Promise<RestaurantStatement | null> {
  const [restaurant] = await readRestaurants(db, [restaurantId]);
  if (!restaurant) return null;
  const [start, end] = instants(month);
  const delivered = await rowsOf<Record<string, unknown>>({
    db,
    query: sql`select o.unique_order_id, o.delivered_at, o.subtotal_paise, o.restaurant_charge_paise, o.tax_paise,
          o.commission_bp
        from orders o
        where o.orderstatus_id = ${ORDER_STATUS.delivered} and ${onlyOne(restaurantId)}
          and o.delivered_at >= ${start}::timestamptz and o.delivered_at < ${end}::timestamptz
        order by o.delivered_at, o.id`,
  });
  const orders = delivered.map((o) => ({
    uniqueOrderId: String(o.unique_order_id),
    at: new Date(o.delivered_at as string),
    ...statementLine(
      {
        foodPaise: num(o.subtotal_paise),
        packagingPaise: num(o.restaurant_charge_paise),
        taxPaise: num(o.tax_paise),
      },
      num(o.commission_bp),
    ),
    commissionBp: num(o.commission_bp),
  }));
  const refunds = await readRefundsCharged(db, month, restaurantId);
  return {
    ...restaurant,
    orders,
    refunds,
    totals: statementTotals(
      orders,
      refunds.map((f) => f.chargedPaise),
    ),
  };
}
