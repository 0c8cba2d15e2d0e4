import type { Db } from '@khabar/db';
import type { RestaurantStaffMember } from '@khabar/domain';
import { requireOperator } from './require-operator.ts';
import { readRestaurantStaff } from './restaurant-staff.ts';

export async function listRestaurantStaff(input: {
  db: Db;
  userId: number;
  restaurantId: number;
}): Promise<RestaurantStaffMember[]> {
  await requireOperator({ db: input.db, userId: input.userId, level: 'admin' });
  return readRestaurantStaff({ db: input.db, restaurantId: input.restaurantId });
}
