// Everything the tracking screen shows for one of the caller's orders: status and step times, the
// restaurant and the door, the rider and their latest position, the route, the re-estimated arrival
// and the last event id the screen's stream resumes from.
import { type Db, schema } from '@khabar/db';
import {
  estimateArrival,
  type OrderTrackingJson,
  orderStatusLabel,
  paiseToRupees,
  type ServerLanguage,
  sayCancelReason,
} from '@khabar/domain';
import { and, eq, max } from 'drizzle-orm';
import type { GeoProvider } from '../../adapters/geo/geo-provider.ts';
import { AppError } from '../../errors/app-error.ts';
import { readLatePromise } from '../promises/index.ts';
import { riderOf } from './delivery-details.ts';
import type { RouteCache } from './route-cache.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** A rider is shown from assignment to delivery; their position only while they ride. */
const RIDER_SHOWN: readonly number[] = [3, 4, 5];
const RIDING: readonly number[] = [3, 4];

export async function getOrderTracking({
  db,
  geo,
  routes,
  now,
  roadFactor,
  userId,
  orderId,
  language,
}: {
  db: Db;
  geo: GeoProvider;
  routes: RouteCache;
  now: Date;
  roadFactor: number;
  userId: number;
  orderId: number;
  /** The system's cancel reasons are said in it (a person's stay as written). */
  language: ServerLanguage;
}): Promise<OrderTrackingJson> {
  const [row] = await db
    .select({ o: schema.orders, r: schema.restaurants })
    .from(schema.orders)
    .innerJoin(schema.restaurants, eq(schema.restaurants.id, schema.orders.restaurantId))
    .where(and(eq(schema.orders.id, orderId), eq(schema.orders.userId, userId)));
  // Another customer's order reads exactly like a missing one (as on the order details).
  if (!row) throw new AppError('NOT_FOUND', 'Order not found');
  const { o, r } = row;
  const [last] = await db
    .select({ id: max(schema.orderEvents.id) })
    .from(schema.orderEvents)
    .where(eq(schema.orderEvents.orderId, o.id));

  const home = { lat: o.latitude, lng: o.longitude };
  const kitchen = { lat: r.latitude, lng: r.longitude };
  const delivery = o.deliveryType === 1;
  const route = delivery ? await routes.routeOf(o.id, kitchen, home) : null;
  const rider =
    delivery && RIDER_SHOWN.includes(o.orderstatusId)
      ? await riderOf({ db, deliveryPartnerId: o.deliveryPartnerId })
      : null;

  let position: OrderTrackingJson['rider_position'] = null;
  if (delivery && RIDING.includes(o.orderstatusId) && o.deliveryPartnerId !== null) {
    const [p] = await db
      .select()
      .from(schema.deliveryPartners)
      .where(eq(schema.deliveryPartners.id, o.deliveryPartnerId));
    // A position with no time of its own (a seeded captain's home base) was never reported: no
    // marker rather than one that claims to be fresh.
    if (p?.latitude != null && p.longitude != null && p.positionAt) {
      position = {
        latitude: p.latitude,
        longitude: p.longitude,
        accuracy_m: p.accuracyM,
        at: p.positionAt.toISOString(),
      };
    }
  }
  const riderAt = position ? { lat: position.latitude, lng: position.longitude } : null;
  const roadFrom = async (to: { lat: number; lng: number }) =>
    riderAt ? ((await geo.roadDistance(riderAt, to))?.metres ?? null) : null;

  const readyBy =
    o.readyAt ??
    (o.acceptedAt && o.preparationMin !== null
      ? new Date(o.acceptedAt.getTime() + o.preparationMin * 60_000)
      : null);
  const estimate = estimateArrival({
    statusId: o.orderstatusId,
    deliveryType: o.deliveryType,
    now,
    promisedAt: o.promisedAt,
    readyBy,
    restaurantToHomeMetres: route?.metres ?? o.distanceM,
    riderToRestaurantMetres: o.orderstatusId === 3 && !o.arrivedAt ? await roadFrom(kitchen) : null,
    riderToHomeMetres: o.orderstatusId === 4 ? await roadFrom(home) : null,
    riderSeenAt: position ? new Date(position.at) : null,
    pickedUpAt: o.pickedUpAt,
  });

  return {
    id: o.id,
    unique_order_id: o.uniqueOrderId,
    orderstatus_id: o.orderstatusId,
    status_label: orderStatusLabel(o.orderstatusId),
    delivery_type: o.deliveryType,
    payment_mode: o.paymentMode,
    total: paiseToRupees(o.totalPaise),
    delivery_pin: o.deliveryPin,
    created_at: o.createdAt.toISOString(),
    placed_at: iso(o.placedAt),
    promised_at: o.promisedAt.toISOString(),
    scheduled_for: iso(o.scheduledFor),
    accepted_at: iso(o.acceptedAt),
    ready_at: iso(o.readyAt),
    assigned_at: iso(o.assignedAt),
    picked_up_at: iso(o.pickedUpAt),
    delivered_at: iso(o.deliveredAt),
    cancelled_at: iso(o.cancelledAt),
    cancel_reason: sayCancelReason(o.cancelReason, language),
    restaurant: {
      name: r.name,
      address: r.address,
      contact_number: r.contactNumber,
      latitude: r.latitude,
      longitude: r.longitude,
    },
    drop: {
      address: [o.house, o.address].filter(Boolean).join(', '),
      latitude: o.latitude,
      longitude: o.longitude,
    },
    delivery_details: rider,
    rider_position: position,
    route,
    estimate: estimate && { at: estimate.at.toISOString(), late_by_min: estimate.lateByMin },
    late_credit: await readLatePromise({ db, order: o, now }),
    road_factor: roadFactor,
    last_event_id: Number(last?.id ?? 0),
    now: now.toISOString(),
  };
}
