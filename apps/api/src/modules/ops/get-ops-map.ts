// The orders in flight for the operators' map (decisions 035, 040): open orders from the open-orders
// index with the domain's risks, grouped at their kitchens until they leave them; an order on the road
// is drawn at its captain's last position, which the ops stream moves live.
import { type Db, schema } from '@khabar/db';
import {
  type BoardRank,
  compareBoardRows,
  minutesLate,
  type OpsMap,
  ORDER_STATUS,
  type OrderInFlight,
  orderRisks,
} from '@khabar/domain';
import { eq, inArray } from 'drizzle-orm';
import { requireOperator } from '../admin/index.ts';
import { clockColumns, orderClockOf } from './board-clock.ts';
import { OPEN_STATUS_IDS } from './list-admin-orders.ts';

type Kitchen = OpsMap['kitchens'][number];
type OnTheRoad = OpsMap['on_the_road'][number];
type Ranked<T> = { row: T; rank: BoardRank };

const byBoardOrder = <T>(a: Ranked<T>, b: Ranked<T>) => compareBoardRows(a.rank, b.rank);

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
  await requireOperator({ db, userId });
  const at = now();
  const o = schema.orders;
  const dp = schema.deliveryPartners;
  const rows = await db
    .select({
      ...clockColumns,
      uniqueOrderId: o.uniqueOrderId,
      restaurantId: o.restaurantId,
      name: schema.restaurants.name,
      latitude: schema.restaurants.latitude,
      longitude: schema.restaurants.longitude,
      captainName: dp.name,
      captainLatitude: dp.latitude,
      captainLongitude: dp.longitude,
      captainPositionAt: dp.positionAt,
    })
    .from(o)
    .innerJoin(schema.restaurants, eq(schema.restaurants.id, o.restaurantId))
    .leftJoin(dp, eq(dp.id, o.deliveryPartnerId))
    .where(inArray(o.orderstatusId, OPEN_STATUS_IDS));

  const kitchens = new Map<number, { kitchen: Kitchen; orders: Ranked<OrderInFlight>[] }>();
  const road: Ranked<OnTheRoad>[] = [];
  for (const row of rows) {
    const clock = orderClockOf({ row, acceptWindowSeconds });
    const risks = orderRisks(clock, at);
    const rank = { id: row.id, createdAt: row.createdAt, risks, minutesLate: minutesLate(clock, at) };
    const order: OrderInFlight = {
      id: row.id,
      unique_order_id: row.uniqueOrderId,
      orderstatus_id: row.statusId,
      risks: [...risks],
      minutes_late: rank.minutesLate,
    };
    if (row.statusId === ORDER_STATUS.onTheWay) {
      road.push({
        rank,
        row: {
          ...order,
          restaurant_name: row.name,
          captain:
            row.deliveryPartnerId === null
              ? null
              : { id: row.deliveryPartnerId, name: row.captainName ?? '' },
          latitude: row.captainLatitude,
          longitude: row.captainLongitude,
          position_at: row.captainPositionAt?.toISOString() ?? null,
        },
      });
      continue;
    }
    const k = kitchens.get(row.restaurantId) ?? {
      kitchen: {
        restaurant_id: row.restaurantId,
        name: row.name,
        latitude: row.latitude,
        longitude: row.longitude,
        waiting: 0,
        at_risk: 0,
        orders: [],
      },
      orders: [],
    };
    k.kitchen.waiting++;
    if (risks.length > 0) k.kitchen.at_risk++;
    k.orders.push({ rank, row: order });
    kitchens.set(row.restaurantId, k);
  }
  return {
    kitchens: [...kitchens.values()]
      .map((k) => ({ ...k.kitchen, orders: k.orders.sort(byBoardOrder).map((r) => r.row) }))
      .sort((a, b) => b.at_risk - a.at_risk || b.waiting - a.waiting || a.restaurant_id - b.restaurant_id),
    on_the_road: road.sort(byBoardOrder).map((r) => r.row),
    now: at.toISOString(),
  };
}
