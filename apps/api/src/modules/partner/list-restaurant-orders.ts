// The console's order lists: active (placed, preparing, with a captain, on the way, ready for pickup)
// and history (delivered or cancelled in the last 24 hours), newest first.
import { type Db, schema } from '@khabar/db';
import type { OrdersScope, PartnerOrder } from '@khabar/domain';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { LifecycleContext } from '../lifecycle/index.ts';
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
  const dayAgo = new Date(input.now().getTime() - 24 * 3_600_000);
  const where =
    input.scope === 'active'
      ? and(eq(o.restaurantId, input.restaurantId), inArray(o.orderstatusId, [1, 2, 3, 4, 10]))
      : and(
          eq(o.restaurantId, input.restaurantId),
          inArray(o.orderstatusId, [5, 6]),
          gte(sql`coalesce(${o.deliveredAt}, ${o.cancelledAt}, ${o.updatedAt})`, dayAgo),
        );
  const rows = await input.db
    .select()
    .from(o)
    .where(where)
    .orderBy(desc(sql`coalesce(${o.placedAt}, ${o.createdAt})`), desc(o.id))
    .limit(200);
  return partnerOrdersJson(input.db, rows, input.settings);
}
