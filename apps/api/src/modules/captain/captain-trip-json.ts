// An order as the captain app shows it (contract captain-trip.ts): no PIN ever; the customer's phone
// only when the trip is the captain's own.
import { type Db, schema } from '@khabar/db';
import { availableActions, type CaptainTrip, paiseToRupees } from '@khabar/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { handledOrderJson, isoOrNull as iso, type OrderRow } from '../lifecycle/index.ts';

async function captainTripsJson(
  db: Db,
  orders: OrderRow[],
  options: { withPhone: boolean },
): Promise<CaptainTrip[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  // One after the other: this also runs on a transaction's single connection (the dispatcher's).
  const restaurants = await db
    .select()
    .from(schema.restaurants)
    .where(inArray(schema.restaurants.id, [...new Set(orders.map((o) => o.restaurantId))]));
  const customers = await db
    .select({ id: schema.users.id, name: schema.users.name, phone: schema.users.phone })
    .from(schema.users)
    .where(inArray(schema.users.id, [...new Set(orders.map((o) => o.userId))]));
  const lines = await db
    .select({
      id: schema.orderItems.id,
      orderId: schema.orderItems.orderId,
      name: schema.orderItems.name,
      quantity: schema.orderItems.quantity,
      choices: schema.orderItems.choices,
    })
    .from(schema.orderItems)
    .where(inArray(schema.orderItems.orderId, ids))
    .orderBy(asc(schema.orderItems.id));
  return orders.map((o) => {
    const r = restaurants.find((x) => x.id === o.restaurantId);
    const c = customers.find((x) => x.id === o.userId);
    return {
      ...handledOrderJson({ order: o, lines, customerName: c?.name ?? '' }),
      restaurant: {
        name: r?.name ?? '',
        address: r?.address ?? '',
        latitude: r?.latitude ?? 0,
        longitude: r?.longitude ?? 0,
        contact_number: r?.contactNumber ?? '',
      },
      drop: {
        address: o.address,
        house: o.house,
        landmark: o.landmark,
        latitude: o.latitude,
        longitude: o.longitude,
      },
      customer_phone: options.withPhone ? (c?.phone ?? '') : '',
      items_count: lines.filter((l) => l.orderId === o.id).reduce((s, l) => s + l.quantity, 0),
      cash_to_collect: paiseToRupees(o.paymentMode === 'COD' ? o.payablePaise : 0),
      arrived_at: iso(o.arrivedAt),
      picked_up_at: iso(o.pickedUpAt),
      actions: options.withPhone
        ? availableActions({ statusId: o.orderstatusId, deliveryType: 1, actor: 'captain' }).filter(
            (a) => (a !== 'arrive' || !o.arrivedAt) && a !== 'assign_captain',
          )
        : ['assign_captain'],
    };
  });
}

export async function captainTripJson({
  db,
  orderId,
  options,
}: {
  db: Db;
  orderId: number;
  options: { withPhone: boolean };
}) {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  const [trip] = await captainTripsJson(db, [order], options);
  return trip!;
}
