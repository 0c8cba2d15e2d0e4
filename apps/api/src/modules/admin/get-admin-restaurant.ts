import type { Db } from '@khabar/db';
import type { AdminRestaurant } from '@khabar/domain';
import { requireOperator } from './require-operator.ts';
import { readAdminRestaurant } from './restaurant-json.ts';

export async function getAdminRestaurant(input: {
  db: Db;
  userId: number;
  restaurantId: number;
}): Promise<AdminRestaurant> {
  await requireOperator({ db: input.db, userId: input.userId, level: 'admin' });
  return readAdminRestaurant({ db: input.db, restaurantId: input.restaurantId });
}
