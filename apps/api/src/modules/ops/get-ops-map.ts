// The orders in flight for the operators' map (decision 035): open orders from the open-orders index,
// counted per kitchen until they leave it, with the domain's risks; orders on the road are counted
// (each is drawn at its captain, whose position the map already has).
import { type Db, schema } from '@khabar/db';
import { type OpsMap, ORDER_STATUS, orderRisks } from '@khabar/domain';
import { eq, inArray } from 'drizzle-orm';
import { requireOperator } from '../admin/index.ts';
import { clockColumns, orderClockOf } from './board-clock.ts';
import { OPEN_STATUS_IDS } from './list-admin-orders.ts';

export async function getOpsMap({
  db,
  now,
  userId,
  acceptWindowSeconds,
}: {
  db: Db;
  now: () => Date;
  userId: number;
  acceptWindowSeconds: number;
}): Promise<OpsMap> {
  await requireOperator(db, userId);
  const at = now();
  const o = schema.orders;
  const rows = await db
    .select({
      ...clockColumns,
      restaurantId: o.restaurantId,
      name: schema.restaurants.name,
      latitude: schema.restaurants.latitude,
      longitude: schema.restaurants.longitude,
    })
    .from(o)
    .innerJoin(schema.restaurants, eq(schema.restaurants.id, o.restaurantId))
    .where(inArray(o.orderstatusId, OPEN_STATUS_IDS));
  const kitchens = new Map<number, OpsMap['kitchens'][number]>();
  let onTheRoad = 0;
  for (const row of rows) {
    if (row.statusId === ORDER_STATUS.onTheWay) {
      onTheRoad++;
      continue;
    }
    const k = kitchens.get(row.restaurantId) ?? {
      restaurant_id: row.restaurantId,
      name: row.name,
      latitude: row.latitude,
      longitude: row.longitude,
      waiting: 0,
      at_risk: 0,
    };
    k.waiting++;
    if (orderRisks(orderClockOf(row, acceptWindowSeconds), at).length > 0) k.at_risk++;
    kitchens.set(row.restaurantId, k);
  }
  return {
    kitchens: [...kitchens.values()].sort((a, b) => b.at_risk - a.at_risk || b.waiting - a.waiting),
    on_the_road: onTheRoad,
    now: at.toISOString(),
  };
}
