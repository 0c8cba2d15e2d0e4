// The console's order lists, newest first: active (what the kitchen still has to do or hand over:
// placed, preparing, a captain coming, ready for pickup) and history (what left the kitchen in the
// last 24 hours: picked up and on the way, delivered, cancelled). Reading them is the console
// open: its staff are present for as long as an open stream would keep them (decision 027).
import { type Db, schema } from '@khabar/db';
import type { OrdersScope, PartnerOrder } from '@khabar/domain';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
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
  scope: OrdersScope;
}): Promise<PartnerOrder[]> {
  await requireStaff(input.db, input.userId, input.restaurantId);
  await recordPresence({
    db: input.db,
    now: input.now,
    who: { kind: 'restaurant', id: input.restaurantId },
    forMs: STREAM_PRESENCE_MS,
  });
  const dayAgo = new Date(input.now().getTime() - 24 * 3_600_000);
  const where =
    input.scope === 'active'
      ? and(eq(o.restaurantId, input.restaurantId), inArray(o.orderstatusId, [1, 2, 3, 10]))
      : and(
          eq(o.restaurantId, input.restaurantId),
          inArray(o.orderstatusId, [4, 5, 6]),
          gte(sql`coalesce(${o.deliveredAt}, ${o.cancelledAt}, ${o.pickedUpAt}, ${o.updatedAt})`, dayAgo),
        );
  const rows = await input.db
    .select()
    .from(o)
    .where(where)
    .orderBy(desc(sql`coalesce(${o.placedAt}, ${o.createdAt})`), desc(o.id))
    .limit(200);
  return partnerOrdersJson(input.db, rows, input.settings);
}
