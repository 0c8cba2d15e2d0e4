import type { Db } from '@khabar/db';
import type { RestaurantStaffMember } from '@khabar/domain';
import { requireOperator } from './require-operator.ts';
import { readRestaurantStaff } from './restaurant-staff.ts';

export async function listRestaurantStaff(input: {
  db: Db;
  userId: number;
  restaurantId: number;
}): Promise<RestaurantStaffMember[]> {
  await requireOperator(input.db, input.userId, 'admin');
  return readRestaurantStaff(input.db, input.restaurantId);
}
