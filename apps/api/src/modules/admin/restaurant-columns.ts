// The back office's fields as the database holds them: paise, basis points, metres; hours as windows.
import { type Db, schema } from '@khabar/db';
import { type HoursInput, toOpeningWindows, type UpdateRestaurantBody } from '@khabar/domain';
import { and, eq, like, ne } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';

type Fields = Omit<UpdateRestaurantBody, 'version' | 'token' | 'user_id' | 'hours' | 'slug'>;
const hundredths = (v: number) => Math.round(v * 100);

export function restaurantColumns(f: Fields): Partial<typeof schema.restaurants.$inferInsert> {
  const c: Partial<typeof schema.restaurants.$inferInsert> = {};
  if (f.name !== undefined) c.name = f.name;
  if (f.description !== undefined) c.description = f.description;
  if (f.msg !== undefined) c.msg = f.msg;
  if (f.address !== undefined) c.address = f.address;
  if (f.locality !== undefined) c.locality = f.locality;
  if (f.latitude !== undefined) c.latitude = f.latitude;
  if (f.longitude !== undefined) c.longitude = f.longitude;
  if (f.contact_number !== undefined) c.contactNumber = f.contact_number;
  if (f.is_active !== undefined) c.isActive = f.is_active;
  if (f.is_featured !== undefined) c.isFeatured = f.is_featured;
  if (f.is_pureveg !== undefined) c.isPureVeg = f.is_pureveg;
  if (f.is_accept_cod !== undefined) c.isAcceptCod = f.is_accept_cod;
  if (f.price_for_two !== undefined) c.priceForTwoPaise = hundredths(f.price_for_two);
  if (f.delivery_time_min !== undefined) c.deliveryTimeMin = f.delivery_time_min;
  if (f.packaging_percent !== undefined) c.restaurantChargesBp = hundredths(f.packaging_percent);
  if (f.commission_percent !== undefined) c.commissionBp = hundredths(f.commission_percent);
  if (f.delivery_charge_type !== undefined) c.deliveryChargeType = f.delivery_charge_type;
  if (f.base_delivery_charge !== undefined) c.baseDeliveryChargePaise = hundredths(f.base_delivery_charge);
  if (f.base_delivery_distance_km !== undefined)
    c.baseDeliveryDistanceM = Math.round(f.base_delivery_distance_km * 1000);
  if (f.extra_delivery_charge !== undefined) c.extraDeliveryChargePaise = hundredths(f.extra_delivery_charge);
  if (f.delivery_radius_km !== undefined) c.deliveryRadiusM = Math.round(f.delivery_radius_km * 1000);
  return c;
}

/** Replaces the restaurant's week of opening windows. */
export async function replaceHours({
  tx,
  restaurantId,
  hours,
}: {
  tx: Db;
  restaurantId: number;
  hours: HoursInput[];
}): Promise<void> {
  await tx.delete(schema.restaurantHours).where(eq(schema.restaurantHours.restaurantId, restaurantId));
  const windows = toOpeningWindows(hours);
  if (windows.length) {
    await tx.insert(schema.restaurantHours).values(windows.map((w) => ({ ...w, restaurantId })));
  }
}

/** A restaurant's address part from its name: 'Peter Cat' -> 'peter-cat'. */
const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70) || 'restaurant';

/** A slug no other restaurant has: the one asked for (409 when taken), else one made from the name. */
export async function freeSlug({
  tx,
  input,
}: {
  tx: Db;
  input: { asked: string | null | undefined; name: string; exceptId?: number };
}): Promise<string> {
  const others = (base: string) =>
    tx
      .select({ slug: schema.restaurants.slug })
      .from(schema.restaurants)
      .where(
        and(
          like(schema.restaurants.slug, `${base}%`),
          input.exceptId ? ne(schema.restaurants.id, input.exceptId) : undefined,
        ),
      );
  if (input.asked) {
    const taken = (await others(input.asked)).some((r) => r.slug === input.asked);
    if (taken) throw new AppError('CONFLICT', `Another restaurant already has the address ${input.asked}.`);
    return input.asked;
  }
  const base = slugOf(input.name);
  const taken = new Set((await others(base)).map((r) => r.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}
