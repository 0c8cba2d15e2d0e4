// The operators' board (decision 035): every order made since midnight in Kolkata and every order
// still open from before, filtered in SQL (the created_at and open-orders indexes of migration 0012).
// Open orders are ranked by the domain's rules on slim rows: at-risk first, the latest of them first,
// then newest first; finished ones are counted and read a page at a time. Names are read for the one
// page shown only.
import { type Db, schema } from '@khabar/db';
import {
  type AdminOrderBoard,
  BOARD_PAGE_SIZE,
  BOARD_STATUS_IDS,
  compareBoardRows,
  kolkataDayStart,
  type ListAdminOrdersQuery,
  minutesLate,
  ORDER_STATUS,
  type OrderClock,
  orderRisks,
  orderStatusLabel,
  paiseToRupees,
} from '@khabar/domain';
import { and, asc, count, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import { requireOperator } from '../admin/index.ts';
import { clockColumns, orderClockOf } from './board-clock.ts';

const o = schema.orders;

/** Statuses an order can still leave: the board keeps them from any day until they end. */
export const OPEN_STATUS_IDS = [
  ORDER_STATUS.awaitingPayment,
  ORDER_STATUS.placed,
  ORDER_STATUS.preparing,
  ORDER_STATUS.agentAssigned,
  ORDER_STATUS.onTheWay,
  ORDER_STATUS.readyForPickup,
];

/** Finished: on the board for the day they were made. */
const DONE_STATUS_IDS = [ORDER_STATUS.delivered, ORDER_STATUS.cancelled];

const rank = (row: { id: number; createdAt: Date }, clock: OrderClock, at: Date) => ({
  id: row.id,
  createdAt: row.createdAt,
  risks: orderRisks(clock, at),
  minutesLate: minutesLate(clock, at),
});

export async function listAdminOrders({
  db,
  now,
  userId,
  acceptWindowSeconds,
  query,
}: {
  db: Db;
  now: () => Date;
  userId: number;
  /** The acceptance window in force, for orders that do not carry their own. */
  acceptWindowSeconds: number;
  query: ListAdminOrdersQuery;
}): Promise<AdminOrderBoard> {
  await requireOperator({ db, userId });
  const at = now();
  const restaurants = await db
    .select({ id: schema.restaurants.id, name: schema.restaurants.name, area: schema.restaurants.locality })
    .from(schema.restaurants)
    .orderBy(asc(schema.restaurants.name), asc(schema.restaurants.id));
  const byId = new Map(restaurants.map((r) => [r.id, r]));

  const where: SQL[] = [];
  if (query.restaurant_id !== undefined) where.push(eq(o.restaurantId, query.restaurant_id));
  if (query.area !== undefined) {
    const inArea = restaurants.filter((r) => r.area === query.area).map((r) => r.id);
    where.push(inArray(o.restaurantId, inArea.length > 0 ? inArea : [0]));
  }
  if (query.payment !== undefined) where.push(eq(o.paymentMode, query.payment));
  const status = query.status;
  const named =
    status === undefined || status === 'open' || status === 'at_risk' ? null : BOARD_STATUS_IDS[status];
  const openIds = named === null ? OPEN_STATUS_IDS : OPEN_STATUS_IDS.filter((s) => s === named);
  const doneIds =
    status === 'open' || status === 'at_risk'
      ? []
      : DONE_STATUS_IDS.filter((s) => named === null || s === named);

  // Open orders (a few thousand at most, from the open-orders index) are ranked by the domain's
  // rules; finished ones (today's, from the created_at index) are never at risk, so they stay in the
  // database and only the ones a page shows are read, newest first.
  const open =
    openIds.length === 0
      ? []
      : await db
          .select(clockColumns)
          .from(o)
          .where(and(inArray(o.orderstatusId, openIds), ...where));
  const ranked = open.map((row) => rank(row, orderClockOf({ row, acceptWindowSeconds }), at));
  const risky = ranked.filter((r) => r.risks.length > 0).sort(compareBoardRows);
  const calm = status === 'at_risk' ? [] : ranked.filter((r) => r.risks.length === 0).sort(compareBoardRows);
  const doneWhere = and(
    gte(o.createdAt, kolkataDayStart(at)),
    inArray(o.orderstatusId, doneIds.length > 0 ? doneIds : [-1]),
    ...where,
  );
  const [done] = doneIds.length === 0 ? [{ n: 0 }] : await db.select({ n: count() }).from(o).where(doneWhere);
  const total = risky.length + calm.length + Number(done?.n ?? 0);

  const pages = Math.max(1, Math.ceil(total / BOARD_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, pages);
  const from = (page - 1) * BOARD_PAGE_SIZE;
  const to = page * BOARD_PAGE_SIZE;
  // The calm part of the page: open and finished orders merged, newest first.
  const calmTo = Math.max(0, to - risky.length);
  const finished =
    doneIds.length === 0 || calmTo === 0
      ? []
      : (
          await db
            .select(clockColumns)
            .from(o)
            .where(doneWhere)
            .orderBy(desc(o.createdAt), desc(o.id))
            .limit(calmTo)
        ).map((row) => rank(row, orderClockOf({ row, acceptWindowSeconds }), at));
  const shown = [...risky, ...[...calm, ...finished].sort(compareBoardRows)].slice(from, to);
  const ids = shown.map((r) => r.id);
  const details =
    ids.length === 0
      ? []
      : await db
          .select({
            id: o.id,
            uniqueOrderId: o.uniqueOrderId,
            statusId: o.orderstatusId,
            deliveryType: o.deliveryType,
            paymentMode: o.paymentMode,
            totalPaise: o.totalPaise,
            restaurantId: o.restaurantId,
            promisedAt: o.promisedAt,
            customerName: schema.users.name,
            captainId: schema.deliveryPartners.id,
            captainName: schema.deliveryPartners.name,
          })
          .from(o)
          .innerJoin(schema.users, eq(schema.users.id, o.userId))
          .leftJoin(schema.deliveryPartners, eq(schema.deliveryPartners.id, o.deliveryPartnerId))
          .where(inArray(o.id, ids));
  const detailOf = new Map(details.map((d) => [d.id, d]));

  return {
    orders: shown.flatMap((r) => {
      const d = detailOf.get(r.id);
      if (!d) return [];
      const restaurant = byId.get(d.restaurantId);
      return [
        {
          id: d.id,
          unique_order_id: d.uniqueOrderId,
          orderstatus_id: d.statusId,
          status_label: orderStatusLabel(d.statusId),
          delivery_type: d.deliveryType,
          payment_mode: d.paymentMode,
          total: paiseToRupees(d.totalPaise),
          restaurant: { id: d.restaurantId, name: restaurant?.name ?? '', area: restaurant?.area ?? '' },
          customer_name: d.customerName,
          captain: d.captainId === null ? null : { id: d.captainId, name: d.captainName ?? '' },
          created_at: r.createdAt.toISOString(),
          promised_at: d.promisedAt.toISOString(),
          minutes_late: r.minutesLate,
          risks: [...r.risks],
        },
      ];
    }),
    total,
    at_risk: risky.length,
    page,
    pages,
    restaurants: restaurants.map((r) => ({ id: r.id, name: r.name })),
    areas: [...new Set(restaurants.map((r) => r.area))].sort((a, b) => a.localeCompare(b)),
    now: at.toISOString(),
  };
}
