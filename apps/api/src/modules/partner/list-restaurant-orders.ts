// The console's live list, newest first: what the kitchen still has to do or hand over (placed,
// preparing, a captain coming, ready for pickup). What left the kitchen is the history, a page at a
// time (list-restaurant-history.ts). Reading it is the console open: its staff are present for as
// long as an open stream would keep them (decision 027).
import { type Db, schema } from '@khabar/db';
import type { PartnerOrder, ServerLanguage } from '@khabar/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { LifecycleContext } from '../lifecycle/index.ts';
import { recordPresence, STREAM_PRESENCE_MS } from '../presence/index.ts';
import { partnerOrdersJson } from './partner-order-json.ts';
import { requireStaff } from './require-staff.ts';

const o = schema.orders;

export async function listRestaurantOrders(input: {
  db: Db;
  now: () => Date;
  settings: LifecycleContext['settings'];
  userId: number;
  restaurantId: number;
  language: ServerLanguage;
}): Promise<PartnerOrder[]> {
  await requireStaff({ db: input.db, userId: input.userId, restaurantId: input.restaurantId });
  await recordPresence({
    db: input.db,
    now: input.now,
    who: { kind: 'restaurant', id: input.restaurantId },
    forMs: STREAM_PRESENCE_MS,
  });
  const where = and(eq(o.restaurantId, input.restaurantId), inArray(o.orderstatusId, [1, 2, 3, 10]));
  const rows = await input.db
    .select()
    .from(o)
    .where(where)
    .orderBy(desc(sql`coalesce(${o.placedAt}, ${o.createdAt})`), desc(o.id))
    // A kitchen's live list is short; the cap keeps a runaway day from sending megabytes.
    .limit(200);
  return partnerOrdersJson({
    db: input.db,
    orders: rows,
    settings: input.settings,
    language: input.language,
  });
}
