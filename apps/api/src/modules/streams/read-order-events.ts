// The order_events log read back for a stream that reconnects: one order's events (the customer),
// a restaurant's orders' events (its console), or the events of orders a captain carries or was
// offered (the captain's app). Consoles only replay the last day: older news is in their lists.
import { type Db, schema } from '@khabar/db';
import type { StreamEvent } from '@khabar/domain';
import { and, asc, eq, gt, gte, inArray, max, or, type SQL } from 'drizzle-orm';

/** More than a reconnecting client could need; it reloads its list when it gets this many. */
const REPLAY_LIMIT = 500;
const CONSOLE_WINDOW_MS = 24 * 60 * 60_000;

const e = schema.orderEvents;

async function readEvents(db: Db, where: SQL | undefined): Promise<StreamEvent[]> {
  const rows = await db.select().from(e).where(where).orderBy(asc(e.id)).limit(REPLAY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    order_id: r.orderId,
    status_id: r.statusId,
    payload: (r.payload ?? {}) as Record<string, unknown>,
    at: r.createdAt.toISOString(),
  }));
}

/** The newest id in the whole log (0 when empty): where a new client's stream starts. */
export async function readLatestEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(e.id) }).from(e);
  return Number(row?.id ?? 0);
}

export const readOrderEvents = ({ db, orderId, afterId }: { db: Db; orderId: number; afterId: number }) =>
  readEvents(db, and(eq(e.orderId, orderId), gt(e.id, afterId)));

/** Events stamped by the app's clock (which tests and CLOCK_START move), so the window is too. */
const windowFrom = (now: Date) => gte(e.createdAt, new Date(now.getTime() - CONSOLE_WINDOW_MS));

export function readRestaurantEvents({
  db,
  restaurantId,
  afterId,
  now,
}: {
  db: Db;
  restaurantId: number;
  afterId: number;
  now: Date;
}) {
  const ofRestaurant = db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(eq(schema.orders.restaurantId, restaurantId));
  return readEvents(db, and(gt(e.id, afterId), windowFrom(now), inArray(e.orderId, ofRestaurant)));
}

export function readCaptainEvents({
  db,
  partnerId,
  afterId,
  now,
}: {
  db: Db;
  partnerId: number;
  afterId: number;
  now: Date;
}) {
  const carried = db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(eq(schema.orders.deliveryPartnerId, partnerId));
  const offered = db
    .select({ id: schema.captainOffers.orderId })
    .from(schema.captainOffers)
    .where(eq(schema.captainOffers.deliveryPartnerId, partnerId));
  return readEvents(
    db,
    and(gt(e.id, afterId), windowFrom(now), or(inArray(e.orderId, carried), inArray(e.orderId, offered))),
  );
}

/** Every order's events of the last day, for the operators' board (decision 035). */
export const readOpsEvents = ({ db, afterId, now }: { db: Db; afterId: number; now: Date }) =>
  readEvents(db, and(gt(e.id, afterId), windowFrom(now)));
