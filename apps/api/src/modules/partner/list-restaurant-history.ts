// A restaurant's history: what left the kitchen in the last 24 hours (picked up and on the way,
// delivered or collected, cancelled), newest first, a page at a time (issue 24: a busy kitchen's
// day is hundreds of orders, 95 KB at once), with the day's counts over all of it. The page after
// `beforeId` is keyset-paged on the same order as the list (placed time, then id), so an order that
// finishes while the cook reads does not shift the next page. Reading it is the console open, as for
// the active list (decision 027).
import { type Db, schema } from '@khabar/db';
import { ORDER_STATUS, paiseToRupees, type RestaurantHistory, type ServerLanguage } from '@khabar/domain';
import { and, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { LifecycleContext } from '../lifecycle/index.ts';
import { recordPresence, STREAM_PRESENCE_MS } from '../presence/index.ts';
import { partnerOrdersJson } from './partner-order-json.ts';
import { requireStaff } from './require-staff.ts';

const o = schema.orders;
const FINISHED = [ORDER_STATUS.onTheWay, ORDER_STATUS.delivered, ORDER_STATUS.cancelled];
const DAY_MS = 24 * 3_600_000;
const placedAt = sql<Date>`coalesce(${o.placedAt}, ${o.createdAt})`;

export async function listRestaurantHistory(input: {
  db: Db;
  now: () => Date;
  settings: LifecycleContext['settings'];
  userId: number;
  restaurantId: number;
  beforeId: number | null;
  limit: number;
  language: ServerLanguage;
}): Promise<RestaurantHistory> {
  const { db, restaurantId } = input;
  await requireStaff({ db, userId: input.userId, restaurantId });
  await recordPresence({
    db,
    now: input.now,
    who: { kind: 'restaurant', id: restaurantId },
    forMs: STREAM_PRESENCE_MS,
  });
  const dayAgo = new Date(input.now().getTime() - DAY_MS);
  const inHistory = and(
    eq(o.restaurantId, restaurantId),
    inArray(o.orderstatusId, FINISHED),
    gte(sql`coalesce(${o.deliveredAt}, ${o.cancelledAt}, ${o.pickedUpAt}, ${o.updatedAt})`, dayAgo),
  );
  const [after, summary] = await Promise.all([
    input.beforeId === null ? null : pageAfter(db, restaurantId, input.beforeId),
    db
      .select({
        completed: sql<number>`count(*) filter (where ${o.orderstatusId} = ${ORDER_STATUS.delivered})::int`,
        takings: sql<number>`coalesce(sum(${o.totalPaise}) filter (where ${o.orderstatusId} = ${ORDER_STATUS.delivered}), 0)::int`,
        onTheWay: sql<number>`count(*) filter (where ${o.orderstatusId} = ${ORDER_STATUS.onTheWay})::int`,
        cancelled: sql<number>`count(*) filter (where ${o.orderstatusId} = ${ORDER_STATUS.cancelled})::int`,
      })
      .from(o)
      .where(inHistory),
  ]);
  // One more than the page: whether a next page exists without a second count.
  const rows = await db
    .select()
    .from(o)
    .where(after ? and(inHistory, after) : inHistory)
    .orderBy(desc(placedAt), desc(o.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const counts = summary[0];
  return {
    orders: await partnerOrdersJson({ db, orders: page, settings: input.settings, language: input.language }),
    next_before_id: rows.length > input.limit ? (page.at(-1)?.id ?? null) : null,
    summary: {
      completed: Number(counts?.completed ?? 0),
      takings: paiseToRupees(Number(counts?.takings ?? 0)),
      on_the_way: Number(counts?.onTheWay ?? 0),
      cancelled: Number(counts?.cancelled ?? 0),
    },
  };
}

/**
 * The orders listed after `beforeId`: placed earlier, or at the same moment with a smaller id. Compared
 * in SQL, row against row, so the database's microseconds never pass through a JavaScript Date.
 */
async function pageAfter(db: Db, restaurantId: number, beforeId: number): Promise<SQL> {
  const [mark] = await db
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.id, beforeId), eq(o.restaurantId, restaurantId)));
  // Another restaurant's order (or none) is no place to page from: the same answer as for any id.
  if (!mark) throw new AppError('NOT_FOUND', 'Order not found');
  return sql`(${placedAt}, ${o.id}) < (select coalesce(m.placed_at, m.created_at), m.id from ${o} m where m.id = ${mark.id})`;
}
