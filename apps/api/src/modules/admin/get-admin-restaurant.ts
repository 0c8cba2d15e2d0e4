import type { Db } from '@khabar/db';
import type { AdminRestaurant } from '@khabar/domain';
import { requireOperator } from './require-operator.ts';
import { readAdminRestaurant } from './restaurant-json.ts';

export async function getAdminRestaurant(input: {
  db: Db;
  userId: number;
  restaurantId: number;
}): Promise<AdminRestaurant> {
  await requireOperator(input.db, input.userId, 'admin');
  return readAdminRestaurant(input.db, input.restaurantId);
}
