// A restaurant as the back office shows it: rupees, percent and km at the edge (decision 001).
import { type Db, schema } from '@khabar/db';
import { type AdminRestaurant, hhmmOf, paiseToRupees } from '@khabar/domain';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';

type RestaurantRow = typeof schema.restaurants.$inferSelect;
type HoursRow = typeof schema.restaurantHours.$inferSelect;

export const RESTAURANT_NOT_FOUND = 'Restaurant not found';

function adminRestaurantJson(r: RestaurantRow, hours: HoursRow[]): AdminRestaurant {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    msg: r.msg,
    image: r.image,
    address: r.address,
    locality: r.locality,
    latitude: r.latitude,
    longitude: r.longitude,
    contact_number: r.contactNumber,
    is_active: r.isActive,
    is_accepting_orders: r.isAcceptingOrders,
    is_featured: r.isFeatured,
    is_pureveg: r.isPureVeg,
    is_accept_cod: r.isAcceptCod,
    price_for_two: paiseToRupees(r.priceForTwoPaise),
    delivery_time_min: r.deliveryTimeMin,
    packaging_percent: r.restaurantChargesBp / 100,
    commission_percent: r.commissionBp / 100,
    delivery_charge_type: r.deliveryChargeType,
    base_delivery_charge: paiseToRupees(r.baseDeliveryChargePaise),
    base_delivery_distance_km: r.baseDeliveryDistanceM / 1000,
    extra_delivery_charge: paiseToRupees(r.extraDeliveryChargePaise),
    delivery_radius_km: r.deliveryRadiusM / 1000,
    hours: [...hours]
      .sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.opensMin - b.opensMin)
      .map((h) => ({ day: h.dayOfWeek, opens: hhmmOf(h.opensMin), closes: hhmmOf(h.closesMin) })),
    version: r.version,
  };
}

/** The restaurant and its hours as the back office shows them, or 404. */
export async function readAdminRestaurant({
  db,
  restaurantId,
  lock = false,
}: {
  db: Db;
  restaurantId: number;
  lock?: boolean;
}): Promise<AdminRestaurant> {
  const query = db.select().from(schema.restaurants).where(eq(schema.restaurants.id, restaurantId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', RESTAURANT_NOT_FOUND);
  const hours = await db
    .select()
    .from(schema.restaurantHours)
    .where(eq(schema.restaurantHours.restaurantId, restaurantId))
    .orderBy(asc(schema.restaurantHours.dayOfWeek), asc(schema.restaurantHours.opensMin));
  return adminRestaurantJson(row, hours);
}
