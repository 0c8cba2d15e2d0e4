// A restaurant console call is for a restaurant this account runs; any other is "not found".
import type { Db } from '@khabar/db';
import { AppError } from '../../errors/app-error.ts';
import { isStaffOf } from '../lifecycle/index.ts';

const RESTAURANT_NOT_FOUND = 'Restaurant not found';

export async function requireStaff({
  db,
  userId,
  restaurantId,
}: {
  db: Db;
  userId: number;
  restaurantId: number;
}): Promise<void> {
  if (!(await isStaffOf({ tx: db, userId, restaurantId })))
    throw new AppError('NOT_FOUND', RESTAURANT_NOT_FOUND);
}
