// Who runs a restaurant's console, as the back office lists them.
import { type Db, schema } from '@khabar/db';
import type { RestaurantStaffMember } from '@khabar/domain';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { RESTAURANT_NOT_FOUND } from './restaurant-json.ts';

export async function readRestaurantStaff({
  db,
  restaurantId,
}: {
  db: Db;
  restaurantId: number;
}): Promise<RestaurantStaffMember[]> {
  const [restaurant] = await db
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId));
  if (!restaurant) throw new AppError('NOT_FOUND', RESTAURANT_NOT_FOUND);
  const rows = await db
    .select({ staff: schema.restaurantStaff, name: schema.users.name, phone: schema.users.phone })
    .from(schema.restaurantStaff)
    .innerJoin(schema.users, eq(schema.users.id, schema.restaurantStaff.userId))
    .where(eq(schema.restaurantStaff.restaurantId, restaurantId))
    .orderBy(asc(schema.restaurantStaff.role), asc(schema.users.name));
  return rows.map((r) => ({
    user_id: r.staff.userId,
    name: r.name,
    phone: r.phone,
    role: r.staff.role,
    since: r.staff.createdAt.toISOString(),
  }));
}
